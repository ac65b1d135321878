import { moduleCatalog } from './messages/catalog';
import { areaTitle, hasAreaTitleMessage } from './area-titles';
import { portalRoutes, remoteComponentOwners, slideOutOwners } from './module-registry';

const titles = [
  ...portalRoutes.map((route) => route.title),
  ...Object.values(slideOutOwners).map((piece) => piece.title),
  ...Object.values(remoteComponentOwners).map((piece) => piece.title),
];

it('has a message for every area title of portal.remotes.json and the shell', () => {
  expect(titles.filter((title) => !hasAreaTitleMessage(title))).toEqual([]);
});

it('says each title as the definition words it in English', () => {
  for (const title of titles) expect(areaTitle(title)).toBe(title);
});

it('translates a title, and shows one it does not know as it is', async () => {
  await moduleCatalog.load('es');
  const spanish = moduleCatalog.messagesIn('es');
  expect(areaTitle('Class', spanish)).toBe('Clase');
  expect(areaTitle('A new area', spanish)).toBe('A new area');
});
