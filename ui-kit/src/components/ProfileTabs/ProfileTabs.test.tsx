import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test/render';
import { isProfileTab, ProfileTabs, type ProfileTab } from './ProfileTabs';

const panels = {
  profile: <p>Profile panel</p>,
  bookings: <p>Bookings panel</p>,
  settings: <p>Settings panel</p>,
};

describe('isProfileTab', () => {
  it('accepts the four tab values only', () => {
    expect(isProfileTab('bookings')).toBe(true);
    expect(isProfileTab('saved')).toBe(true);
    expect(isProfileTab('billing')).toBe(false);
    expect(isProfileTab(null)).toBe(false);
  });
});

describe('ProfileTabs', () => {
  it('opens Profile Info by default', () => {
    renderWithTheme(<ProfileTabs {...panels} />);
    expect(screen.getByRole('tablist', { name: 'Profile sections' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile Info', 'My Bookings', 'Settings']);
    expect(screen.getByRole('tab', { name: 'Profile Info' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile panel');
  });

  it('shows the Saved tab only with its panel, between My Bookings and Settings', async () => {
    renderWithTheme(<ProfileTabs {...panels} saved={<p>Saved panel</p>} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Profile Info', 'My Bookings', 'Saved', 'Settings']);
    await userEvent.click(screen.getByRole('tab', { name: 'Saved' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Saved panel');
  });

  it('uncontrolled: starts on defaultValue and switches on click', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<ProfileTabs {...panels} defaultValue="bookings" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Bookings panel');
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Settings panel');
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('settings');
  });

  it('controlled: shows value and only reports changes', async () => {
    const onValueChange = vi.fn();
    const { rerender } = renderWithTheme(<ProfileTabs {...panels} value="settings" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Settings panel');
    await userEvent.click(screen.getByRole('tab', { name: 'My Bookings' }));
    expect(onValueChange).toHaveBeenCalledWith('bookings');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Settings panel');
    rerender(<ProfileTabs {...panels} value="bookings" onValueChange={onValueChange} />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Bookings panel');
  });

  it('controlled by a parent (as with ?tab=)', async () => {
    function Parent() {
      const [tab, setTab] = useState<ProfileTab>('bookings');
      return (
        <>
          <output aria-label="tab param">{tab}</output>
          <ProfileTabs {...panels} value={tab} onValueChange={setTab} />
        </>
      );
    }
    renderWithTheme(<Parent />);
    await userEvent.click(screen.getByRole('tab', { name: 'Profile Info' }));
    expect(screen.getByRole('status', { name: 'tab param' })).toHaveTextContent('profile');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Profile panel');
  });

  it('arrow keys move between tabs (and wrap)', async () => {
    renderWithTheme(<ProfileTabs {...panels} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Profile Info' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Bookings' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile Info' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Settings panel');
  });
});
