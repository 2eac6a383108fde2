/**
 * A channel page as Markdown, for its `.md` version and `llms-full.txt`: the address, the
 * description, the servers, and each operation with its messages' payload fields, in the same
 * compact form endpoint pages use.
 *
 * @module
 */
import type { AsyncChannel } from '../../asyncapi/index.ts';
import type { ApiSchema } from '../../openapi/index.ts';
import { schemaFieldLines, typeLabel } from '../openapi/index.ts';

const ACTIONS: Record<string, string> = {
  send: 'Send',
  receive: 'Receive',
  publish: 'Publish',
  subscribe: 'Subscribe',
};

/** The Markdown of `channel`; `content` is the page's own text, placed after the description. */
export function channelMarkdown(channel: AsyncChannel, content?: string): string {
  const parts = [`Channel \`${channel.address}\``];
  if (channel.description) parts.push(channel.description.trim());
  if (content?.trim()) parts.push(content.trim());
  if (channel.servers.length > 0) {
    const lines = channel.servers.map(
      (server) =>
        `- ${server.name}: \`${server.url}\`${server.protocol ? ` (${server.protocol})` : ''}`,
    );
    parts.push(`## Servers\n\n${lines.join('\n')}`);
  }
  for (const operation of channel.operations) {
    const action = ACTIONS[operation.action] ?? operation.action;
    const lines = [`## ${action}: ${oneLine(operation.summary ?? operation.id)}`];
    if (operation.description) lines.push(operation.description.trim());
    for (const message of operation.messages) {
      const type = message.contentType ? ` (\`${message.contentType}\`)` : '';
      lines.push(`### Message ${message.title ?? message.name}${type}`);
      if (message.summary) lines.push(oneLine(message.summary));
      if (message.payload) {
        const payload = message.payload as ApiSchema;
        const fields = schemaFieldLines(payload);
        lines.push(fields.length > 0 ? fields.join('\n') : `Payload: ${typeLabel(payload)}.`);
      }
      for (const example of message.examples) {
        if (example.payload === undefined) continue;
        lines.push(`\`\`\`json\n${JSON.stringify(example.payload, null, 2)}\n\`\`\``);
      }
    }
    parts.push(lines.join('\n\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

function oneLine(text: string): string {
  return text.trim().replace(/\s*\n\s*/g, ' ');
}
