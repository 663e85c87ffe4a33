/**
 * "Times and bookings" of one deal on the dashboard: its sessions by day, and from there adding
 * times (one or a repeating pattern), editing one, cancelling one (every booking cancelled and
 * refunded in full) and reading its manifest. One dialog whose body switches between those views,
 * with a way back to the list from each.
 */
import { useState } from 'react';
import { ArrowLeft, CalendarPlus, CalendarX2 } from 'lucide-react';
import styled from 'styled-components';
import type { Deal, ManagedSession } from '@spur/contract';
import { useCopy, useLocale } from '@spur/i18n/react';
import { Button, Centre, ConfirmDialog, EmptyState, ErrorState, Spinner, toast, type ToastOptions } from '@spur/ui-kit';
import { errorMessage } from '../../api';
import { dashboardNow } from './clock';
import { WideDialog } from './DealDialogs';
import { BUSINESS_COPY } from './copy';
import { SessionEditor } from './SessionEditor';
import { SessionList, sessionWhen } from './SessionList';
import { SessionManifest } from './SessionManifest';
import { useDealSessions } from './useDealSessions';
import { useTranslateText } from './useTranslateText';

type View = { name: 'list' } | { name: 'add' } | { name: 'edit'; session: ManagedSession } | { name: 'manifest'; session: ManagedSession };

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 0;
  overflow-y: auto;
  margin: -${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

const ViewTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Count = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.text.secondary};
`;

export interface SessionsDialogProps {
  /** The deal whose times are shown; null when the dialog is closed. */
  deal: Deal | null;
  onClose: () => void;
  /** After any change (the dashboard's figures count sessions). */
  onChanged: () => void;
}

export function SessionsDialog({ deal, onClose, onChanged }: SessionsDialogProps) {
  const text = useCopy(BUSINESS_COPY).sessions;
  return (
    <WideDialog
      open={deal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.title}
      description={deal ? text.description(deal.title, deal.time_zone.replaceAll('_', ' ')) : undefined}
    >
      {deal && <DealSessionsBody key={deal.id} deal={deal} onChanged={onChanged} />}
    </WideDialog>
  );
}

function DealSessionsBody({ deal, onChanged }: { deal: Deal; onChanged: () => void }) {
  const locale = useLocale();
  const text = useCopy(BUSINESS_COPY).sessions;
  const translate = useTranslateText();
  const [view, setView] = useState<View>({ name: 'list' });
  const [cancelling, setCancelling] = useState<ManagedSession | null>(null);
  const { sessions, add, edit, cancel } = useDealSessions(deal.id, onChanged);
  const zone = deal.time_zone;
  const now = new Date(dashboardNow());
  const existing = sessions.status === 'success' ? sessions.data : [];
  const toList = () => setView({ name: 'list' });
  const back = (
    <Button variant="ghost" size="sm" icon={<ArrowLeft aria-hidden="true" />} onClick={toList}>
      {text.back}
    </Button>
  );

  if (view.name === 'add' || view.name === 'edit') {
    const title = view.name === 'add' ? text.editor.addTitle : text.editor.editTitle(sessionWhen(view.session, now, zone, locale));
    return (
      <Body>
        <Bar>
          <ViewTitle>{title}</ViewTitle>
          {back}
        </Bar>
        {view.name === 'add' ? (
          <SessionEditor mode="add" zone={zone} now={now} existing={existing} onSubmit={add} onDone={toList} />
        ) : (
          <SessionEditor
            mode="edit"
            session={view.session}
            zone={zone}
            now={now}
            existing={existing}
            onSubmit={(body) => edit(view.session.id, body)}
            onDone={toList}
          />
        )}
      </Body>
    );
  }

  if (view.name === 'manifest') {
    const when = sessionWhen(view.session, now, zone, locale);
    return (
      <Body>
        <Bar>
          <ViewTitle>{text.manifest.title(when)}</ViewTitle>
          {back}
        </Bar>
        <SessionManifest session={view.session} when={when} zone={zone} />
      </Body>
    );
  }

  let content;
  if (sessions.status === 'loading') {
    content = (
      <Centre>
        <Spinner label={text.loading} />
      </Centre>
    );
  } else if (sessions.status === 'error') {
    content = <ErrorState title={text.loadFailed} message={translate(errorMessage(sessions.error))} onRetry={sessions.retry} retryLabel={text.tryAgain} />;
  } else if (sessions.data.length === 0) {
    content = <EmptyState icon={<CalendarX2 aria-hidden="true" />} headingLevel={3} title={text.empty} description={text.emptyHint} />;
  } else {
    content = (
      <SessionList
        sessions={sessions.data}
        zone={zone}
        now={now}
        onBookings={(session) => setView({ name: 'manifest', session })}
        onEdit={(session) => setView({ name: 'edit', session })}
        onCancel={setCancelling}
      />
    );
  }
  const upcoming = existing.filter((session) => session.status === 'scheduled').length;

  return (
    <Body>
      <Bar>
        <Count>{sessions.status === 'success' ? text.count(upcoming) : null}</Count>
        <Button icon={<CalendarPlus aria-hidden="true" />} onClick={() => setView({ name: 'add' })} disabled={sessions.status !== 'success'}>
          {text.add}
        </Button>
      </Bar>
      {content}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => {
          if (!open) setCancelling(null);
        }}
        title={text.cancelDialog.title}
        description={cancelling ? text.cancelDialog.description(sessionWhen(cancelling, now, zone, locale), cancelling.booked) : ''}
        confirmLabel={text.cancelDialog.confirm}
        busyLabel={text.cancelDialog.busy}
        cancelLabel={text.cancelDialog.keep}
        destructive
        onConfirm={() =>
          cancel(cancelling!.id).then(
            (result) => toast(text.toasts.cancelled(result.cancelled_bookings)),
            (error: unknown) => {
              toast(text.toasts.cancelFailed as ToastOptions);
              throw error;
            },
          )
        }
      />
    </Body>
  );
}
