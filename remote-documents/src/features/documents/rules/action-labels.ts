import type { DocumentAction } from '../../../contract';

/**
 * What each required action asks, for people: the message of each (in the catalog of `src/messages`,
 * which the documents page and the required-document slide-out share). A module of its own, so that
 * the slide-out does not load the documents page's lists.
 */
export const ACTION_LABEL_IDS = {
  survey: 'actions.survey',
  sign: 'actions.sign',
  upload: 'actions.upload',
  notify: 'actions.notify',
  form: 'actions.form',
} as const satisfies Record<DocumentAction, string>;
