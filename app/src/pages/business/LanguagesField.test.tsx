import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_DEAL_LANGUAGES, MESSAGES } from '@spur/contract';
import { sampleDeal } from '@spur/demo-data';
import type * as ApiModule from '../../api';
import { loadLocale } from '../../i18n/catalogs';
import { renderWithProviders } from '../../test/render';
import { CreateDealDialog, EditDealDialog } from './DealDialogs';

const api = vi.hoisted(() => ({ createDeal: vi.fn(), updateDeal: vi.fn() }));
vi.mock('../../api', async (importOriginal) => ({ ...(await importOriginal<typeof ApiModule>()), ...api }));

// The tests type whole forms: give them room on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const LEGEND = 'Languages the experience is given in';

async function fillRequired(dialog: ReturnType<typeof within>) {
  await userEvent.type(dialog.getByLabelText(/^Title/), 'Whale watching');
  await userEvent.type(dialog.getByLabelText(/^Description/), 'Gray whales off Dana Point.');
  await userEvent.type(dialog.getByLabelText(/^Price/), '50');
}

describe('LanguagesField (the deal form’s languages)', () => {
  beforeAll(() => loadLocale('es'));
  beforeEach(() => {
    api.createDeal.mockReset().mockResolvedValue(sampleDeal);
    api.updateDeal.mockReset().mockResolvedValue(sampleDeal);
  });

  it('a new deal starts in English; the languages ticked are sent in the order ticked', async () => {
    renderWithProviders(<CreateDealDialog open onOpenChange={() => {}} onSaved={() => {}} />);
    const dialog = within(await screen.findByRole('dialog'));
    const group = within(dialog.getByRole('group', { name: LEGEND }));
    expect(group.getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(group.getByRole('checkbox', { name: 'Spanish' })).not.toBeChecked();
    expect(dialog.getByRole('group', { name: LEGEND })).toHaveAccessibleDescription(`Travelers see them on the deal and can search by them. Choose up to ${MAX_DEAL_LANGUAGES}.`);
    await fillRequired(dialog);
    await userEvent.click(group.getByRole('checkbox', { name: 'Chinese' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'Spanish' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Deal' }));
    expect(api.createDeal).toHaveBeenCalledOnce();
    expect(api.createDeal.mock.calls[0]![0]).toMatchObject({ languages: ['en', 'zh', 'es'] });
  });

  it('none ticked: the form says to choose one, marks the boxes and sends nothing', async () => {
    renderWithProviders(<CreateDealDialog open onOpenChange={() => {}} onSaved={() => {}} />);
    const dialog = within(await screen.findByRole('dialog'));
    await fillRequired(dialog);
    const english = dialog.getByRole('checkbox', { name: 'English' });
    await userEvent.click(english);
    await userEvent.click(dialog.getByRole('button', { name: 'Create Deal' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(MESSAGES.chooseLanguages);
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(api.createDeal).not.toHaveBeenCalled();
  });

  it(`once ${MAX_DEAL_LANGUAGES} are ticked the others wait; unticking one frees them`, async () => {
    renderWithProviders(<CreateDealDialog open onOpenChange={() => {}} onSaved={() => {}} />);
    const group = within(await screen.findByRole('group', { name: LEGEND }));
    const boxes = group.getAllByRole('checkbox');
    for (const box of boxes.filter((box) => !(box as HTMLInputElement).checked).slice(0, MAX_DEAL_LANGUAGES - 1)) await userEvent.click(box);
    expect(group.getAllByRole('checkbox', { checked: true })).toHaveLength(MAX_DEAL_LANGUAGES);
    expect(group.getAllByRole('checkbox', { checked: false }).every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    await userEvent.click(group.getAllByRole('checkbox', { checked: true })[0]!);
    expect(group.getAllByRole('checkbox', { checked: false }).some((box) => (box as HTMLInputElement).disabled)).toBe(false);
  });

  it('editing shows the deal’s languages and sends them back changed', async () => {
    renderWithProviders(<EditDealDialog deal={{ ...sampleDeal, languages: ['es', 'en'] }} onClose={() => {}} onSaved={() => {}} />);
    const group = within(await screen.findByRole('group', { name: LEGEND }));
    expect(group.getAllByRole('checkbox', { checked: true }).map((box) => box.getAttribute('value'))).toEqual(['en', 'es']);
    await userEvent.click(group.getByRole('checkbox', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(api.updateDeal.mock.calls[0]![1]).toMatchObject({ languages: ['es'] });
  });

  it('es: the group and the languages speak Spanish', async () => {
    renderWithProviders(<CreateDealDialog open onOpenChange={() => {}} onSaved={() => {}} />, { locale: 'es' });
    const group = within(await screen.findByRole('group', { name: 'Idiomas en los que se ofrece la experiencia' }));
    expect(group.getByRole('checkbox', { name: 'Inglés' })).toBeChecked();
    expect(group.getByRole('checkbox', { name: 'Español' })).not.toBeChecked();
    expect(screen.getByText('Los viajeros los verán en la oferta y podrán buscar por ellos. Elija hasta 8.')).toBeInTheDocument();
  });
});
