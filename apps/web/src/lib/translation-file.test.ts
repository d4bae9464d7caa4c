import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import en from '../../public/locales/en/translation.json';
import fr from '../../public/locales/fr/translation.json';
import { loadTranslationFile } from './translation-file';

type Table = { [key: string]: string | Table };

function serve(files: Record<string, unknown>) {
  const fetchMock = vi.fn((url: string) =>
    Promise.resolve(url in files ? Response.json(files[url]) : new Response('', { status: 404 })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function leaves(table: Table, prefix = ''): [string, string][] {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

describe('loadTranslationFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads /locales/{language}/translation.json under the base path and says what i18next says for the sign-in page's keys", async () => {
    const fetchMock = serve({
      '/app/locales/fr/translation.json': fr,
      '/app/locales/en/translation.json': en,
    });
    const translator = await loadTranslationFile('/app/', 'fr');
    expect(fetchMock).toHaveBeenCalledWith('/app/locales/fr/translation.json');
    const french = i18next.getFixedT('fr', 'translation') as unknown as (
      key: string,
      values?: Record<string, unknown>,
    ) => string;
    // Every plain text of the namespace (plurals and nested references are i18next's alone).
    const plain = leaves(fr as Table).filter(
      ([key, value]) => !/_(zero|one|two|few|many|other)$/.test(key) && !value.includes('$t('),
    );
    expect(plain.length).toBeGreaterThan(50);
    for (const [key] of plain) expect(translator.t(key), key).toBe(french(key));
    expect(translator.t('errors.requestFailed', { status: 503 })).toBe(
      french('errors.requestFailed', { status: 503 }),
    );
    expect(translator.exists('auth.signin.submit')).toBe(true);
    expect(translator.exists('auth.signin')).toBe(false);
  });

  it('falls back to English for a key the language lacks, then to the key; a missing file leaves English', async () => {
    serve({
      '/locales/fr/translation.json': { auth: { signin: { submit: 'Se connecter' } } },
      '/locales/en/translation.json': { auth: { signin: { submit: 'Sign in', username: 'Username' } } },
    });
    const translator = await loadTranslationFile('/', 'fr');
    expect(translator.t('auth.signin.submit')).toBe('Se connecter');
    expect(translator.t('auth.signin.username')).toBe('Username');
    expect(translator.t('auth.signin.nothing')).toBe('auth.signin.nothing');
    expect(translator.exists('auth.signin.nothing')).toBe(false);

    serve({ '/locales/en/translation.json': { auth: { signin: { submit: 'Sign in' } } } });
    expect((await loadTranslationFile('/', 'fr')).t('auth.signin.submit')).toBe('Sign in');
  });
});
