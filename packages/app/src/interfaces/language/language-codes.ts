import { LOCALES } from '../../i18n/locales';

/**
 * The 228 language codes the language interface offers (bare languages and language-region
 * pairs). Their English names come from `Intl.DisplayNames` at runtime, not from a table.
 */
export const LANGUAGE_CODES = (
  'af am ar az be bg bn bs ca cs cy da de el en eo es et eu fa fi fil fr ga gl gu ha he hi hr hu hy ' +
  'id ig is it ja jv ka kk km kn ko ku ky lb lo lt lv mg mk ml mn mr ms mt my ne nl no pa pl ps pt ' +
  'ro ru rw sd si sk sl so sq sr su sv sw ta te tg th tl tr tt uk ur uz vi xh yo zh zu ' +
  'af-ZA am-ET ar-AE ar-BH ar-DZ ar-EG ar-IQ ar-JO ar-KW ar-LB ar-LY ar-MA ar-OM ar-QA ar-SA ar-SY ' +
  'ar-TN ar-YE az-AZ be-BY bg-BG bn-BD bn-IN bs-BA ca-ES cs-CZ cy-GB da-DK de-AT de-CH de-DE de-LI ' +
  'de-LU el-GR en-AU en-CA en-GB en-IE en-IN en-NZ en-PH en-SG en-US en-ZA es-419 es-AR es-BO es-CL ' +
  'es-CO es-CR es-DO es-EC es-ES es-GT es-HN es-MX es-NI es-PA es-PE es-PR es-PY es-SV es-US es-UY ' +
  'es-VE et-EE eu-ES fa-IR fi-FI fil-PH fr-BE fr-CA fr-CH fr-FR fr-LU fr-MC ga-IE gl-ES gu-IN he-IL ' +
  'hi-IN hr-HR hu-HU hy-AM id-ID is-IS it-CH it-IT ja-JP ka-GE kk-KZ km-KH kn-IN ko-KR ky-KG lo-LA ' +
  'lt-LT lv-LV mk-MK ml-IN mn-MN mr-IN ms-MY mt-MT my-MM nb-NO ne-NP nl-BE nl-NL pa-IN pl-PL ps-AF ' +
  'pt-BR pt-PT ro-RO ru-RU si-LK sk-SK sl-SI sq-AL sr-RS sv-FI sv-SE sw-KE ta-IN te-IN th-TH tr-TR ' +
  'uk-UA ur-PK uz-UZ vi-VN zh-CN zh-HK zh-TW zu-ZA'
).split(' ');

let names: Intl.DisplayNames | null = null;

/** "English (United States)" for `en-US`; the code itself when the runtime doesn't know it. */
export function languageName(code: string): string {
  if (code in LOCALES) return LOCALES[code]!;
  try {
    names ??= new Intl.DisplayNames(['en'], { type: 'language', languageDisplay: 'standard' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

type Choice = { code: string; name: string };
const choices = new Map<boolean, readonly Choice[]>();

/**
 * Code → English name pairs, sorted by name; only the app's UI languages with `limit`. The names
 * are English whatever the UI language: listed once, shared by every language field.
 */
export function languageChoices(limit: boolean): readonly Choice[] {
  let list = choices.get(limit);
  if (!list) {
    const codes = limit ? Object.keys(LOCALES) : LANGUAGE_CODES;
    const collator = new Intl.Collator('en');
    list = codes
      .map((code) => ({ code, name: languageName(code) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    choices.set(limit, list);
  }
  return list;
}
