import { useAtom } from 'jotai';
import type { Lang } from '../../lib/i18n/lang';
import { languageAtom } from '../../state/language-atom';
import { useT } from '../../ui/use-t';

const LANGUAGES: readonly { lang: Lang; label: string }[] = [
  { lang: 'en', label: 'English' },
  { lang: 'es', label: 'Español' },
];

/**
 * The host page header's account area (SPEC §1): the language switch, shared by every widget on the page.
 * Sign-in and the client's saved lists join it with accounts.
 */
export function AccountMenu() {
  const { t } = useT();
  const [lang, setLang] = useAtom(languageAtom);
  return (
    <div className="account-menu" part="menu">
      {/* Each name is written in its own language, so a reader of either can find theirs. */}
      <fieldset className="language-switch">
        <legend className="bb-visually-hidden">{t('lang.switchLabel')}</legend>
        {LANGUAGES.map((option) => (
          <button
            key={option.lang}
            type="button"
            lang={option.lang}
            aria-pressed={lang === option.lang}
            onClick={() => setLang(option.lang)}
          >
            {option.label}
          </button>
        ))}
      </fieldset>
    </div>
  );
}
