import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * Compiles a catalog (`src/messages/<locale>.json`, ICU message format) ahead of time, so that no page
 * ships or runs a message parser (docs/adr/019-messages-and-locales.md): a message with placeholders,
 * plurals or markup becomes its syntax tree, any other its plain text. A message that does not parse
 * fails the build, naming the file and the id.
 */
export default function messagesLoader(source) {
  const catalog = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    let ast;
    try {
      ast = parse(message);
    } catch (error) {
      throw new Error(`${this.resourcePath}: message '${id}' is not ICU message format (${error.message})`);
    }
    compiled[id] =
      ast.length === 1 && ast[0].type === TYPE.literal && !message.includes('{') && !message.includes('<')
        ? ast[0].value
        : ast.length === 0
          ? ''
          : ast;
  }
  return `export default ${JSON.stringify(compiled)};`;
}
