import { createRef, useState, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { ThemeProvider } from '../../theme';
import { SearchBox } from './SearchBox';

describe('SearchBox', () => {
  it('is a search landmark with a labelled input and the placeholder', () => {
    renderWithTheme(<SearchBox onSearch={vi.fn()} placeholder="Search Here..." />);
    expect(screen.getByRole('search', { name: 'Search deals' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search deals' })).toHaveAttribute('placeholder', 'Search Here...');
  });

  it('submits the trimmed term with Enter', async () => {
    const onSearch = vi.fn();
    renderWithTheme(<SearchBox onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox'), '  kayak tour {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('kayak tour');
  });

  it('submits with the Search button, empty terms included', async () => {
    const onSearch = vi.fn();
    renderWithTheme(<SearchBox onSearch={onSearch} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('');
  });

  it('shows the clear button only with text; clearing empties, calls onClear and refocuses the input', async () => {
    const onClear = vi.fn();
    const onSearch = vi.fn();
    renderWithTheme(<SearchBox onSearch={onSearch} onClear={onClear} />);
    const input = screen.getByRole('searchbox');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    await userEvent.type(input, 'beach');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledOnce();
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('the clear button is reachable by keyboard', async () => {
    const onClear = vi.fn();
    renderWithTheme(<SearchBox onSearch={vi.fn()} onClear={onClear} defaultValue="tour" />);
    await userEvent.tab();
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('works controlled', async () => {
    const onSearch = vi.fn();
    const onValueChange = vi.fn();
    function Parent() {
      const [value, setValue] = useState('safari');
      return (
        <>
          <SearchBox
            onSearch={onSearch}
            value={value}
            onValueChange={(next) => {
              setValue(next);
              onValueChange(next);
            }}
          />
          <output>{value}</output>
        </>
      );
    }
    renderWithTheme(<Parent />);
    const input = screen.getByRole('searchbox');
    expect(input).toHaveValue('safari');
    await userEvent.type(input, 's');
    expect(onValueChange).toHaveBeenLastCalledWith('safaris');
    expect(screen.getByRole('status')).toHaveTextContent('safaris');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(input).toHaveValue('');
    await userEvent.type(input, 'tour{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('tour');
  });

  it('a controlled value that the parent does not update stays put', async () => {
    renderWithTheme(<SearchBox onSearch={vi.fn()} value="beach" onValueChange={vi.fn()} />);
    const input = screen.getByRole('searchbox');
    await userEvent.type(input, 'x');
    expect(input).toHaveValue('beach');
  });

  it('forwards the ref to the input and honours custom labels', () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(
      <SearchBox ref={ref} onSearch={vi.fn()} label="Find experiences" buttonLabel="Go" defaultValue="x" clearLabel="Reset" />,
    );
    expect(ref.current).toBe(screen.getByRole('searchbox', { name: 'Find experiences' }));
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveAttribute('type', 'button');
  });

  it('with an action, is a GET form sending the term and the hidden fields', () => {
    renderWithTheme(
      <SearchBox onSearch={vi.fn()} action="/deals" hiddenFields={[['when', 'today'], ['view', 'map']]} defaultValue="kayak" />,
    );
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/deals');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveFormValues({ search: 'kayak', when: 'today', view: 'map' });
  });

  it('without an action, has neither action nor method', () => {
    renderWithTheme(<SearchBox onSearch={vi.fn()} />);
    expect(screen.getByRole('search')).not.toHaveAttribute('action');
    expect(screen.getByRole('search')).not.toHaveAttribute('method');
  });

  describe('on server HTML', () => {
    function serverHtml(ui: ReactElement) {
      const wrapped = <ThemeProvider>{ui}</ThemeProvider>;
      const container = document.createElement('div');
      container.innerHTML = renderToString(wrapped);
      document.body.append(container);
      return { container, wrapped };
    }

    it('keeps what was typed before hydration, and shows the clear button once hydrated', async () => {
      const onSearch = vi.fn();
      const ui = <SearchBox onSearch={onSearch} />;
      const { container, wrapped } = serverHtml(ui);
      expect(container.querySelector('button[type="button"]')).toBeNull();
      container.querySelector('input')!.value = 'kayak';
      render(wrapped, { container, hydrate: true });
      expect(screen.getByRole('searchbox')).toHaveValue('kayak');
      expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(onSearch).toHaveBeenCalledExactlyOnceWith('kayak');
    });

    it('hands text typed before hydration to a controlled parent', () => {
      const onValueChange = vi.fn();
      function Parent() {
        const [value, setValue] = useState('');
        return (
          <SearchBox
            onSearch={vi.fn()}
            value={value}
            onValueChange={(next) => {
              onValueChange(next);
              setValue(next);
            }}
          />
        );
      }
      const { container, wrapped } = serverHtml(<Parent />);
      container.querySelector('input')!.value = 'sunset';
      render(wrapped, { container, hydrate: true });
      expect(onValueChange).toHaveBeenCalledExactlyOnceWith('sunset');
      expect(screen.getByRole('searchbox')).toHaveValue('sunset');
    });
  });
});
