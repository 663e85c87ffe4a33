/**
 * "Add times" (one time or a repeating pattern) and a session's edit. The plan (sessionForm) is
 * worked out as the business types: the starts it will create, or why the server would refuse,
 * with the server's own message; submitting a refused plan shows that message at once.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import styled from 'styled-components';
import { REPEAT_DAYS, SESSION_LIMITS, type ManagedSession, type RepeatDays, type SessionCreate, type SessionUpdate } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Button, Select, TextField, toast, type ToastOptions } from '@spur/ui-kit';
import { isApiError } from '../../api';
import { BUSINESS_COPY } from './copy';
import { Form, FormGrid, FormProblem, Wide } from './formParts';
import { newSessionValues, planEdit, planSessions, sessionValues, type SessionFormKind, type SessionFormValues } from './sessionForm';
import { sessionWhen } from './SessionList';
import { useTranslateText } from './useTranslateText';

/** How many of the planned starts the preview lists before "and N more". */
const PREVIEW_STARTS = 6;

type EditorProps = {
  zone: string;
  now: Date;
  /** The deal's sessions: new starts must not repeat a scheduled one. */
  existing: readonly ManagedSession[];
  /** Back to the list (Cancel, and after a save). */
  onDone: () => void;
} & (
  | { mode: 'add'; onSubmit: (body: SessionCreate) => Promise<unknown> }
  | { mode: 'edit'; session: ManagedSession; onSubmit: (body: SessionUpdate) => Promise<unknown> }
);

const Kinds = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  border: none;
  & > legend {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  & label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    cursor: pointer;
  }
  & input {
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.accent.base};
  }
`;

const TimeRows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const TimeRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  & > :first-child {
    flex: 1 1 auto;
  }
`;

const Preview = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.sunken};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[5]};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

export function SessionEditor(props: EditorProps) {
  const { zone, now, existing, onDone } = props;
  const locale = useLocale();
  const { editor: text, toasts } = useCopy(BUSINESS_COPY).sessions;
  const translate = useTranslateText();
  const formId = useId();
  const problemId = `${formId}-problem`;
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SessionFormValues>(() =>
    props.mode === 'edit' ? sessionValues(props.session, zone) : newSessionValues(now, zone),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = <F extends keyof SessionFormValues>(field: F, value: SessionFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };

  const plan = props.mode === 'edit' ? planEdit(values, props.session, zone, now, existing) : planSessions(values, zone, now, existing);
  const locked = props.mode === 'edit' && props.session.booked > 0;
  const repeat = values.kind === 'repeat';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!plan.ok) {
      setProblem(plan.message);
      formRef.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
      return;
    }
    setSubmitting(true);
    const sent = props.mode === 'edit' ? props.onSubmit(plan.body as SessionUpdate) : props.onSubmit(plan.body as SessionCreate);
    sent.then(
      () => {
        setSubmitting(false);
        toast(props.mode === 'edit' ? toasts.updated : toasts.added(plan.starts.length));
        onDone();
      },
      (error: unknown) => {
        setSubmitting(false);
        toast((props.mode === 'edit' ? toasts.updateFailed : toasts.addFailed) as ToastOptions);
        if (isApiError(error) && error.status >= 400 && error.status < 500) setProblem(error.message);
      },
    );
  };

  const setTime = (index: number, time: string) => set('times', values.times.map((current, at) => (at === index ? time : current)));

  return (
    <Form id={formId} ref={formRef} noValidate onSubmit={onSubmit} aria-describedby={problemId}>
      <FormGrid>
        {props.mode === 'add' && (
          <Wide>
            <Kinds>
              <legend>{text.schedule}</legend>
              {(['one', 'repeat'] as const satisfies readonly SessionFormKind[]).map((kind) => (
                <label key={kind}>
                  <input type="radio" name={`${formId}-kind`} value={kind} checked={values.kind === kind} onChange={() => set('kind', kind)} />
                  {text[kind]}
                </label>
              ))}
            </Kinds>
          </Wide>
        )}
        <TextField
          label={repeat ? text.firstDay : text.date}
          type="date"
          required
          value={values.date}
          onChange={(event) => set('date', event.target.value)}
          disabled={locked}
          hint={locked ? text.lockedHint : undefined}
        />
        {repeat ? (
          <Select
            label={text.days}
            options={REPEAT_DAYS.map((days) => ({ value: days, label: text.dayOptions[days] }))}
            value={values.days}
            onChange={(event) => set('days', event.target.value as RepeatDays)}
          />
        ) : (
          <TextField label={text.time} type="time" required value={values.time} onChange={(event) => set('time', event.target.value)} disabled={locked} />
        )}
        {repeat && (
          <>
            <TimeRows role="group" aria-label={text.times}>
              {values.times.map((time, index) => (
                <TimeRow key={index}>
                  <TextField label={text.timeN(index + 1)} type="time" required value={time} onChange={(event) => setTime(index, event.target.value)} />
                  {values.times.length > 1 && (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={text.removeTime(index + 1)}
                      icon={<X aria-hidden="true" />}
                      onClick={() => set('times', values.times.filter((_, at) => at !== index))}
                    />
                  )}
                </TimeRow>
              ))}
              {values.times.length < SESSION_LIMITS.maxTimesPerDay && (
                <div>
                  <Button variant="ghost" size="sm" icon={<Plus aria-hidden="true" />} onClick={() => set('times', [...values.times, ''])}>
                    {text.addTime}
                  </Button>
                </div>
              )}
            </TimeRows>
            <TextField
              label={text.weeks}
              type="number"
              inputMode="numeric"
              min={1}
              max={SESSION_LIMITS.maxWeeks}
              required
              value={values.weeks}
              onChange={(event) => set('weeks', event.target.value)}
            />
          </>
        )}
        <TextField label={text.duration} type="number" inputMode="numeric" min={1} required value={values.duration} onChange={(event) => set('duration', event.target.value)} />
        <TextField label={text.capacity} type="number" inputMode="numeric" min={1} required value={values.capacity} onChange={(event) => set('capacity', event.target.value)} />
        <TextField
          label={text.cutoff}
          hint={text.cutoffHint}
          type="number"
          inputMode="numeric"
          min={0}
          required
          value={values.cutoff}
          onChange={(event) => set('cutoff', event.target.value)}
        />
        {props.mode === 'add' && (
          <Wide>
            <Preview aria-live="polite">
              {plan.ok ? (
                <>
                  <p>{text.creates(plan.starts.length)}</p>
                  <ul>
                    {plan.starts.slice(0, PREVIEW_STARTS).map((start) => (
                      <li key={start.toISOString()}>{sessionWhen({ starts_at: start.toISOString() }, now, zone, locale)}</li>
                    ))}
                    {plan.starts.length > PREVIEW_STARTS && <li>{text.andMore(plan.starts.length - PREVIEW_STARTS)}</li>}
                  </ul>
                </>
              ) : (
                <p>{translate(plan.message)}</p>
              )}
            </Preview>
          </Wide>
        )}
      </FormGrid>
      <FormProblem id={problemId} problem={problem ? { message: problem, fields: [] } : null} />
      <Actions>
        <Button variant="outline" onClick={onDone} disabled={submitting}>
          {text.cancel}
        </Button>
        <Button
          type="submit"
          loading={submitting}
          loadingText={props.mode === 'edit' ? text.saving : text.adding}
        >
          {props.mode === 'edit' ? text.save : plan.ok && plan.starts.length > 1 ? text.submitMany(plan.starts.length) : text.submitOne}
        </Button>
      </Actions>
    </Form>
  );
}
