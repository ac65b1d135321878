import { defineCatalog, useMessages } from '@portal/shared/i18n';
import english from './en.json';

/**
 * The signature's draw step's messages (components/draw-step.tsx, loaded when Draw a Signature is about
 * to be pressed): English as the spec words it, Spanish loaded when chosen.
 */
export const drawStepCatalog = defineCatalog(english, { es: () => import('./es.json') });
export const useDrawStepMessages = () => useMessages(drawStepCatalog);
