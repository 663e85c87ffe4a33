/**
 * "On this device": the Web Push switch ("Notify me on this device", the push machine), or why it
 * is missing (no PushManager, no key on the server), with the iOS Home Screen note; in the demo,
 * "Allow browser notifications" instead (the bell shows them while Spur is open).
 */
import { useReducer, useSyncExternalStore } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { Smartphone } from 'lucide-react';
import styled from 'styled-components';
import { Button, Switch } from '@spur/ui-kit';
import { useCopy } from '@spur/i18n/react';
import { pushMachine } from '../machines/pushMachine';
import { Section } from '../pages/account/Section';
import { ALERTS_COPY } from './copy';
import { checkPush, subscribeThisBrowser, unsubscribeThisBrowser } from './push';

const Note = styled.p<{ $tone?: 'error' }>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.destructive.base : theme.colors.text.secondary)};
`;

/** The push machine with this browser's actors. */
export const browserPushMachine = pushMachine.provide({
  actors: {
    check: fromPromise(checkPush),
    subscribe: fromPromise(({ input }: { input: { publicKey: string } }) => subscribeThisBrowser(input)),
    unsubscribe: fromPromise(({ input }: { input: { subscriptionId: string } }) => unsubscribeThisBrowser(input)),
  },
});

export function PushToggle({ machine = browserPushMachine }: { machine?: typeof pushMachine }) {
  const copy = useCopy(ALERTS_COPY);
  const [state, send] = useMachine(machine);
  const { unavailable, error } = state.context;
  if (state.matches('unavailable')) {
    return <Note>{unavailable === 'unsupported' ? copy.push.unsupported : copy.push.unconfigured}</Note>;
  }
  return (
    <>
      <Switch
        label={copy.push.label}
        description={copy.push.description}
        checked={state.matches('on') || state.matches('subscribing')}
        disabled={state.hasTag('busy')}
        onCheckedChange={(on) => send({ type: on ? 'TURN_ON' : 'TURN_OFF' })}
      />
      {error && (
        <Note $tone="error" role="alert">
          {error}
        </Note>
      )}
    </>
  );
}

type Permission = NotificationPermission | 'unsupported';

const currentPermission = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);
const noChanges = () => () => {};

/**
 * The demo's browser notifications: asked for once, then shown by the bell as alerts arrive. The
 * permission is the browser's: the server's HTML (and hydration) say "unsupported", then it is read.
 */
export function DemoNotificationsToggle() {
  const copy = useCopy(ALERTS_COPY);
  // The browser announces no permission change: after asking, render again to read it.
  const [, reread] = useReducer((count: number) => count + 1, 0);
  const permission = useSyncExternalStore(noChanges, currentPermission, (): Permission => 'unsupported');
  if (permission === 'unsupported') return <Note>{copy.push.unsupported}</Note>;
  if (permission === 'granted') return <Note role="status">{copy.demo.allowed}</Note>;
  if (permission === 'denied') return <Note>{copy.demo.denied}</Note>;
  return (
    <>
      <Note>{copy.demo.description}</Note>
      <div>
        <Button variant="outline" onClick={() => void Notification.requestPermission().then(reread)}>
          {copy.demo.allow}
        </Button>
      </div>
    </>
  );
}

export interface DeviceNotificationsProps {
  /** Demo mode: browser notifications from the bell, no Web Push. */
  demo: boolean;
  /** An iPhone or iPad (the caller reads the user agent): push needs the Home Screen app first. */
  ios: boolean;
  /** The push machine (stories and tests inject theirs). */
  pushMachine?: typeof pushMachine;
}

export function DeviceNotifications({ demo, ios, pushMachine: machine }: DeviceNotificationsProps) {
  const copy = useCopy(ALERTS_COPY);
  return (
    <Section title={copy.deviceHeading} icon={<Smartphone />}>
      {demo ? <DemoNotificationsToggle /> : <PushToggle {...(machine ? { machine } : {})} />}
      {ios && !demo && <Note>{copy.push.ios}</Note>}
    </Section>
  );
}
