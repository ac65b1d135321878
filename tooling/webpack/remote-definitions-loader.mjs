/**
 * portal.remotes.json as the browser reads it: each remote's name and exposed modules, without what
 * only the build, the scripts and the tests read (the folder, the development port, the description,
 * the source file). The shell compiles the definition into main.js, which every page loads first.
 */
export const BUILD_ONLY_REMOTE_FIELDS = ['folder', 'portOffset', 'description'];
export const BUILD_ONLY_EXPOSE_FIELDS = ['file'];

const without = (object, fields) =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !fields.includes(key)));

export const browserDefinition = (definition) => ({
  remotes: definition.remotes.map((remote) => ({
    ...without(remote, BUILD_ONLY_REMOTE_FIELDS),
    exposes: remote.exposes.map((entry) => without(entry, BUILD_ONLY_EXPOSE_FIELDS)),
  })),
});

export default function remoteDefinitionsLoader(source) {
  return JSON.stringify(browserDefinition(JSON.parse(source)));
}
