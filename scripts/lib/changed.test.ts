import { remotesChangedAlone } from './changed.mjs';

const remotes = [{ folder: 'remote-browse' }, { folder: 'remote-payments' }, { folder: 'remote-profile' }];

describe("remotesChangedAlone: whether one remote's checks cover a change", () => {
  it.each([
    ['a file of one remote', ['remote-payments/src/pages/checkout-page.tsx'], ['remote-payments']],
    [
      'files of two remotes, in the definition order',
      ['remote-profile/README.md', 'remote-browse/src/a.ts', 'remote-profile/src/b.ts'],
      ['remote-browse', 'remote-profile'],
    ],
    ['nothing', [], []],
  ])('%s', (_, files, folders) => {
    expect(remotesChangedAlone(files, remotes)?.map((remote) => remote.folder)).toEqual(folders);
  });

  it.each([
    ['shared', ['remote-payments/src/a.ts', 'shared/src/ui/button.tsx']],
    ['the shell', ['shell/src/app/app.tsx']],
    ['the API', ['api/src/areas/payments/index.ts']],
    ['the flows', ['e2e/tests/payments-checkout.spec.ts']],
    ['a root file', ['package.json']],
    ['a folder that only starts like a remote', ['remote-payments-old/src/a.ts']],
    ['a remote that is not defined', ['remote-grades/src/a.ts']],
  ])('null (everything runs) when %s changed', (_, files) => {
    expect(remotesChangedAlone(files, remotes)).toBeNull();
  });
});
