export { LANGUAGES_COPY } from './copy';
export { cardLanguages, languageChoices, languageLabel, languageList, languageName } from './names';
export { useCardLanguages } from './useCardLanguages';
