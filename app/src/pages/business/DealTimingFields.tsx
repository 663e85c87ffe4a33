/**
 * The deal form's time fields (full create and edit): the venue's time zone, and the optional
 * last-minute price drop (floor, window) with a preview of its curve drawn by the domain's price
 * function, so the business sees exactly what travelers will pay.
 */
import { useMemo } from 'react';
import { PRICE_DROP_MAX_WINDOW_MINUTES } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { PriceCurve, Select, Switch } from '@spur/ui-kit';
import styled from 'styled-components';
import { BUSINESS_COPY } from './copy';
import { DealTextField, MONEY_INPUT, useFrame } from './DealFormFrame';
import { parsePrice, toPriceDrop } from './dealFormValidation';
import { Wide } from './formParts';
import { durationWords, priceDropPreview } from './priceDropPreview';

/** The windows offered, in minutes (a deal set through the API may have another: it is added). */
const DROP_WINDOWS = [30, 60, 120, 180, 240, 360, 480, 720, PRICE_DROP_MAX_WINDOW_MINUTES];

/** Every zone the browser knows, the current one included even if it does not. */
function zoneOptions(current: string) {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export function DealTimingFields() {
  const locale = useLocale();
  const text = useCopy(BUSINESS_COPY).form;
  const { form, problemId } = useFrame();
  const { values, setField, isInvalid } = form;
  const zones = useMemo(() => zoneOptions(values.timeZone), [values.timeZone]);
  const windows = DROP_WINDOWS.includes(Number(values.dropWindow)) ? DROP_WINDOWS : [...DROP_WINDOWS, Number(values.dropWindow)].sort((a, b) => a - b);
  const invalidProps = (field: 'timeZone' | 'dropWindow') =>
    isInvalid(field) ? { 'aria-invalid': true as const, 'aria-describedby': problemId } : {};

  const price = parsePrice(values.price);
  const floor = parsePrice(values.dropFloor);
  const preview = values.priceDrop && price !== null && floor !== null && floor < price ? priceDropPreview(price, toPriceDrop(values)!, locale) : null;

  return (
    <>
      <Wide>
        <Select
          label={text.timeZone}
          hint={text.timeZoneHint}
          options={zones}
          value={values.timeZone}
          onChange={(event) => setField('timeZone', event.target.value)}
          {...invalidProps('timeZone')}
        />
      </Wide>
      <Wide>
        <Switch
          label={text.priceDrop}
          description={text.priceDropHint}
          checked={values.priceDrop}
          onCheckedChange={(checked) => setField('priceDrop', checked)}
        />
      </Wide>
      {values.priceDrop && (
        <>
          <DealTextField field="dropFloor" label={text.dropFloor} hint={text.dropFloorHint} required {...MONEY_INPUT} />
          <Select
            label={text.dropWindow}
            options={windows.map((minutes) => ({ value: String(minutes), label: text.dropWindowOption(durationWords(minutes, locale)) }))}
            value={values.dropWindow}
            onChange={(event) => setField('dropWindow', event.target.value)}
            {...invalidProps('dropWindow')}
          />
          <Wide>{preview ? <PriceCurve points={preview.points} caption={preview.caption} /> : <Hint>{text.curveNeedsPrices}</Hint>}</Wide>
        </>
      )}
    </>
  );
}
