import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useTypedBeforeHydration } from './typedBeforeHydration';

function Form({ onAdopt }: { onAdopt: (name: string, value: string) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState({ name: '', message: '' });
  useTypedBeforeHydration(form, fields, (name, value) => {
    onAdopt(name, value);
    setFields((current) => ({ ...current, [name]: value }));
  });
  return (
    <form ref={form}>
      <input aria-label="Name" name="name" value={fields.name} onChange={(event) => setFields({ ...fields, name: event.target.value })} />
      <textarea aria-label="Message" name="message" value={fields.message} onChange={(event) => setFields({ ...fields, message: event.target.value })} />
    </form>
  );
}

describe('useTypedBeforeHydration', () => {
  it('takes over what was typed into the server HTML before hydration, and only that', () => {
    const onAdopt = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onAdopt={onAdopt} />);
    document.body.append(container);
    container.querySelector('textarea')!.value = 'Typed at first paint';
    render(<Form onAdopt={onAdopt} />, { container, hydrate: true });
    expect(onAdopt).toHaveBeenCalledExactlyOnceWith('message', 'Typed at first paint');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Typed at first paint');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('adopts nothing on a render in the browser', () => {
    const onAdopt = vi.fn();
    render(<Form onAdopt={onAdopt} />);
    expect(onAdopt).not.toHaveBeenCalled();
  });
});
