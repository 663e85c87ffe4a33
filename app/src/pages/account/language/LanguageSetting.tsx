/**
 * The Settings tab's Language (issue 30): the person's language, kept in their profile (their
 * e-mails are written in it). Saved, the browser goes to the same page in that language and
 * remembers it (the `spur_locale` cookie an unprefixed address is redirected by).
 */
import { useState, type FormEvent } from 'react';
import { Languages } from 'lucide-react';
import { Button, Select, toast } from '@spur/ui-kit';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, LOCALE_NAMES, isLocale, localeCookie, localizedPath, splitLocalePath, type Locale } from '@spur/i18n';
import { useCopy } from '@spur/i18n/react';
import type { User } from '@spur/contract';
import { updateProfile } from '../../../api';
import { serverMessage } from '../logic';
import { Actions, Form, Section } from '../Section';
import { LANGUAGE_COPY } from './copy';

/** Where the browser goes after a change (a whole page load: the router's basename is the language); replaceable in tests. */
export const pageNavigation = { assign: (url: string) => window.location.assign(url) };

/** The page the browser shows, in `locale`: the same path, query and fragment under that language's prefix. */
export function samePageIn(locale: Locale, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return localizedPath(locale, `${splitLocalePath(location.pathname).path}${location.search}${location.hash}`);
}

export function LanguageSetting({ user }: { user: Pick<User, 'locale'> }) {
  const copy = useCopy(LANGUAGE_COPY);
  const [locale, setLocale] = useState<Locale>(user.locale ?? DEFAULT_LOCALE);
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await updateProfile({ locale });
      document.cookie = localeCookie(locale);
      pageNavigation.assign(samePageIn(locale, window.location));
    } catch (error) {
      toast(copy.failed(serverMessage(error)));
      setSaving(false);
    }
  }

  return (
    <Section title={copy.heading} description={copy.description} icon={<Languages />}>
      <Form noValidate onSubmit={handleSubmit}>
        <Select label={copy.label} name="locale" value={locale} onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}>
          {LOCALES.map((option) => (
            <option key={option} value={option} lang={HTML_LANG[option]}>
              {LOCALE_NAMES[option]}
            </option>
          ))}
        </Select>
        <Actions>
          <Button type="submit" loading={saving} loadingText={copy.saving}>
            {copy.save}
          </Button>
        </Actions>
      </Form>
    </Section>
  );
}
