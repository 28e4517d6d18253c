import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { WizardNav } from './wizard-nav';
import { WizardStepper } from './wizard-stepper';
import { backTarget, nextTarget } from './wizard-steps';
import { renderWizard } from './wizard-test-harness';

beforeAll(async () => {
  await i18n.changeLanguage('de');
});

const buttons = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('wizard steps', () => {
  it('runs base form → category → classes → matrix → attachments → request, in each mode', () => {
    const order = ['editcompetitionapproval', 'categoryArt', 'eventClasses', 'eventClassesMatrix', 'compApprovalAttachments', 'compApprovalEventRequest'];
    for (let i = 0; i < order.length - 1; i++) expect(nextTarget(order[i])?.name).toBe(order[i + 1]);
    expect(nextTarget('newcompetitionapproval')?.name).toBe('categoryArt');
    expect(nextTarget('showcategoryArt')?.name).toBe('showeventClasses');
    expect(nextTarget('showcompApprovalAttachments')?.name).toBe('compApprovalDetailView');
    expect(backTarget('showeventClassesMatrix').name).toBe('showeventClasses');
    expect(backTarget('editcompetitionapproval').name).toBe('competitionapproval');
  });

  it('leads the finisher attachments between the finisher detail view and the finisher numbers; the attachments alone back to the list', () => {
    expect(nextTarget('compFinisherAttachments')?.name).toBe('compApprovalFinisher');
    expect(backTarget('compFinisherAttachments').name).toBe('compFinisherDetailView');
    expect(nextTarget('compApprovalAttachmentsOnly')).toBeNull();
    expect(backTarget('compApprovalAttachmentsOnly').name).toBe('competitionapproval');
  });
});

describe('WizardNav', () => {
  it('offers back, save and "save and next" on an editable step; saving is the page’s', () => {
    const onSave = vi.fn();
    renderWizard('/competitionapprovalCategoryArt/7', { categoryArt: <WizardNav routeName="categoryArt" id={7} readOnly={false} onSave={onSave} /> });
    expect(buttons()).toEqual(['Zurück', 'Speichern', 'Speichern und weiter']);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    expect(onSave).toHaveBeenLastCalledWith('next');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSave).toHaveBeenLastCalledWith('list');
  });

  it('says "create and next" on the new application and goes back to the list', async () => {
    const { router } = renderWizard('/newcompetitionapproval', {
      newcompetitionapproval: <WizardNav routeName="newcompetitionapproval" id={null} readOnly={false} onSave={() => undefined} canSave={false} />,
    });
    expect(buttons()).toEqual(['Zurück', 'Speichern', 'Anlegen und weiter']);
    expect((screen.getByRole('button', { name: 'Anlegen und weiter' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapproval'));
  });

  it('offers only back to overview and next on the read-only base form, whose back is the overview', () => {
    renderWizard('/showcompetitionapproval/7', { showcompetitionapproval: <WizardNav routeName="showcompetitionapproval" id={7} readOnly /> });
    expect(buttons()).toEqual(['Zur Übersicht', 'Weiter']);
  });

  it('offers only back, back to overview and next on a read-only step', async () => {
    const { router } = renderWizard('/showcompetitionapprovalEventClasses/7', {
      showeventClasses: <WizardNav routeName="showeventClasses" id={7} readOnly onSave={() => undefined} />,
    });
    expect(buttons()).toEqual(['Zurück', 'Zur Übersicht', 'Weiter']);
    fireEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/showcompetitionapprovalEventClassesMatrix/7'));
  });
});

describe('WizardStepper', () => {
  it('marks the current step and opens another one in the same mode', async () => {
    const { router } = renderWizard('/showcompetitionapprovalEventClassesMatrix/7', {
      showeventClassesMatrix: <WizardStepper routeName="showeventClassesMatrix" id={7} />,
    });
    const nav = screen.getByRole('navigation', { name: 'Schritte des Antrags' });
    expect(within(nav).getByRole('tab', { selected: true }).textContent).toContain('Zuordnung');
    expect(within(nav).getByText('Status')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('tab', { name: /Kategorie und Art/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/showcompetitionapprovalCategoryArt/7'));
  });

  it('shows no bar on the attachments alone', () => {
    renderWizard('/competitionapprovalAttachementsOnly/7', { compApprovalAttachmentsOnly: <WizardStepper routeName="compApprovalAttachmentsOnly" id={7} /> });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
