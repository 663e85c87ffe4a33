/**
 * The deal form's cancellation terms (full create and edit): free cancellation until N hours
 * before the start, then a percentage back (0: none), with the line travelers will read, in the
 * words of the deal page's (the domain's `termsSummary`), in the form's language.
 */
import { CANCELLATION_LIMITS, type CancellationTerms } from '@spur/contract';
import { DEFAULT_LOCALE, localize, type Locale } from '@spur/i18n';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Select } from '@spur/ui-kit';
import styled from 'styled-components';
import { formatPercent } from '../../time/format';
import { BUSINESS_COPY } from './copy';
import { DealTextField, useFrame } from './DealFormFrame';
import { toTerms } from './dealFormValidation';
import { Wide } from './formParts';

/** The windows offered, in hours (a deal set through the API may have another: it is added). */
const FREE_HOURS = [0, 1, 2, 3, 6, 12, 24, 48, CANCELLATION_LIMITS.maxFreeHours];

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

/** "Free cancellation up to 24 hours before the start · then no refund" (or "… then 50% refund", "… then full refund"). */
export function termsSummary(terms: CancellationTerms, locale: Locale = DEFAULT_LOCALE): string {
  const text = localize(BUSINESS_COPY, locale).form.terms;
  const percent = terms.late_refund_percent;
  const late = percent === 0 ? text.noRefund : percent === 100 ? text.fullRefund : text.partialRefund(formatPercent(percent, locale));
  return text.then(text.free(terms.free_hours), late);
}

export function CancellationFields() {
  const locale = useLocale();
  const text = useCopy(BUSINESS_COPY).form;
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
          <Hint>{text.termsPreview(termsSummary(terms, locale))}</Hint>
        </Wide>
      )}
    </>
  );
}
