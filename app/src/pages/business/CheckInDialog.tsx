/**
 * Check-in at the door: the business types the code of a guest's voucher, or scans its QR with
 * the camera, and gets one answer (CheckInAnswer). Another day's session can be accepted from the
 * answer; "Next guest" clears it.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useCopy } from '@spur/i18n/react';
import { Button, Dialog, TextField } from '@spur/ui-kit';
import { checkIn, errorMessage, isApiError } from '../../api';
import { CheckInAnswer, type CheckInOutcome } from './CheckInAnswer';
import { dashboardNow } from './clock';
import { BUSINESS_COPY } from './copy';
import { VoucherScanner } from './VoucherScanner';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const CodeField = styled(TextField)`
  input {
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

export interface CheckInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CheckInDialog({ open, onOpenChange }: CheckInDialogProps) {
  const text = useCopy(BUSINESS_COPY).checkIn;
  const formId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);

  const send = async (sent: string, acceptOtherDay: boolean) => {
    setBusy(true);
    try {
      const answer = await checkIn({ code: sent, ...(acceptOtherDay && { accept_other_day: true }) });
      setOutcome({ kind: 'answer', checkIn: answer });
    } catch (error) {
      setOutcome({ kind: 'refused', status: isApiError(error) ? error.status : 0, message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send(code, false);
  };
  const next = () => {
    setCode('');
    setOutcome(null);
    input.current?.focus();
  };
  const changeOpen = (next: boolean) => {
    if (!next) {
      setCode('');
      setOutcome(null);
    }
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={text.title}
      description={text.description}
      closeLabel={text.close}
      footer={
        outcome ? (
          <Button onClick={next}>{text.next}</Button>
        ) : (
          <Button type="submit" form={formId} loading={busy} loadingText={text.checking}>
            {text.submit}
          </Button>
        )
      }
    >
      <Form id={formId} onSubmit={submit}>
        <CodeField
          ref={input}
          label={text.codeLabel}
          hint={text.codeHint}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setOutcome(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
        />
        {!outcome && (
          <VoucherScanner
            onCode={(scanned) => {
              setCode(scanned);
              void send(scanned, false);
            }}
          />
        )}
      </Form>
      {outcome && <CheckInAnswer outcome={outcome} now={new Date(dashboardNow())} onAcceptOtherDay={() => void send(code, true)} accepting={busy} />}
    </Dialog>
  );
}
