import { i18n } from '../../i18n/i18n.ts';

/**
 * Texts of `DateField` and `DateTimeField`, both languages in one small file: they load with
 * the first screen that has a date field (the histories, the console), never with the first page.
 */
export const dateFieldTextsPt = {
  dateField: {
    pattern: 'dd/mm/aaaa',
    invalid: 'Data no formato dd/mm/aaaa.',
    timePattern: 'dd/mm/aaaa hh:mm',
    timeInvalid: 'Data e hora no formato dd/mm/aaaa hh:mm.',
    openCalendar: '{{label}}: escolher no calendário',
  },
};

export type DateFieldTexts = typeof dateFieldTextsPt;

export const dateFieldTextsEn: DateFieldTexts = {
  dateField: {
    pattern: 'dd/mm/yyyy',
    invalid: 'Date as dd/mm/yyyy.',
    timePattern: 'dd/mm/yyyy hh:mm',
    timeInvalid: 'Date and time as dd/mm/yyyy hh:mm.',
    openCalendar: '{{label}}: pick from the calendar',
  },
};

i18n.addResourceBundle('pt', 'translation', dateFieldTextsPt, true, false);
i18n.addResourceBundle('en', 'translation', dateFieldTextsEn, true, false);
