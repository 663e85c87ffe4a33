import type { ChangeEvent } from 'react';

/**
 * Binds a required field to a form machine's `fields[name]`: the value, and a CHANGE event per
 * keystroke. The input's name is the field's, as the form machines name them (sign-up, password
 * reset, contact).
 */
export function machineFields<Fields extends { [Name in keyof Fields]: string }>(
  fields: Fields,
  send: (event: { type: 'CHANGE'; field: keyof Fields; value: string }) => void,
) {
  return <Name extends keyof Fields & string>(name: Name) => ({
    name,
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      send({ type: 'CHANGE', field: name, value: event.target.value }),
    required: true,
  });
}
