/**
 * The deal form's cancellation terms (full create and edit): free cancellation until N hours
 * before the start, then a percentage back (0: none), with the line travelers will read, written
 * by the same domain function as the deal page's.
 */
import { CANCELLATION_LIMITS } from '@spur/contract';
import { termsSummary } from '@spur/domain';
import { Select } from '@spur/ui-kit';
import styled from 'styled-components';
import { BUSINESS_COPY } from './copy';
import { DealTextField, useFrame } from './DealFormFrame';
import { toTerms } from './dealFormValidation';
import { Wide } from './formParts';

const text = BUSINESS_COPY.form;

/** The windows offered, in hours (a deal set through the API may have another: it is added). */
const FREE_HOURS = [0, 1, 2, 3, 6, 12, 24, 48, CANCELLATION_LIMITS.maxFreeHours];

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function CancellationFields() {
  const { form, problemId } = useFrame();
  const { values, setField, isInvalid } = form;
  const current = Number(values.freeHours);
  const hours = FREE_HOURS.includes(current) ? FREE_HOURS : [...FREE_HOURS, current].sort((a, b) => a - b);
  const terms = toTerms(values);
  const valid = Number.isInteger(terms.late_refund_percent) && terms.late_refund_percent >= 0 && terms.late_refund_percent <= 100;

  return (
    <>
      <Select
        label={text.freeHours}
        options={hours.map((value) => ({ value: String(value), label: text.freeHoursOption(value) }))}
        value={values.freeHours}
        onChange={(event) => setField('freeHours', event.target.value)}
        {...(isInvalid('freeHours') ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {})}
      />
      <DealTextField field="lateRefund" label={text.lateRefund} hint={text.lateRefundHint} type="number" inputMode="numeric" min={0} max={100} step={1} />
      {valid && (
        <Wide>
          <Hint>{text.termsPreview(termsSummary(terms))}</Hint>
        </Wide>
      )}
    </>
  );
}
