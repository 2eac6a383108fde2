/**
 * Retrieval questions about Trigger.dev's docs (the `trigger-docs` corpus of test/helpers/corpora.ts), with the
 * routes that answer them (see questions.ts).
 *
 * @module
 */
import type { RetrievalQuestion } from './questions.ts';

/** Questions about Trigger.dev's docs (the `trigger-docs` corpus of test/helpers/corpora.ts). */
export const TRIGGER_QUESTIONS: RetrievalQuestion[] = [
  {
    question: 'How do I make a task try again automatically when it throws?',
    expected: ['/errors-retrying'],
  },
  {
    question: 'How do I run a task every day at 9am?',
    expected: ['/tasks/scheduled'],
    judged: ['/guides/examples/scrape-hacker-news'],
  },
  {
    question: 'How do I give a task more RAM and CPUs?',
    expected: ['/machines'],
  },
  {
    question: 'How do I stop the same request from starting a run twice?',
    expected: ['/idempotency'],
  },
  {
    question: 'How can a task sleep for 5 minutes and then resume?',
    expected: ['/wait-for'],
    judged: ['/wait', '/how-it-works'],
  },
  {
    question: 'How do I deploy my tasks from GitHub Actions?',
    expected: ['/github-actions', '/github-integration'],
  },
  {
    question: 'How do I set environment variables for deployed tasks?',
    expected: ['/deploy-environment-variables', '/config/extensions/syncEnvVars'],
  },
  {
    question: 'How do I cancel a run with the REST API?',
    expected: ['/management/runs/cancel', '/runs'],
  },
  { question: 'What is the biggest payload a task can receive?', expected: ['/limits'] },
  {
    question: 'How do I show the progress of a run in my React app?',
    expected: ['/realtime/react-hooks/subscribe', '/realtime/react-hooks/overview'],
  },
  {
    question: 'Can I run Trigger.dev on my own servers with Docker?',
    expected: ['/self-hosting/docker', '/self-hosting/overview'],
  },
  {
    question: 'How do I use headless Chrome with Puppeteer in a deployed task?',
    expected: ['/config/extensions/puppeteer'],
  },
  {
    question: 'How do I use my Prisma client inside tasks?',
    expected: ['/config/extensions/prismaExtension'],
  },
  {
    question: 'How do I stop a run that takes too long?',
    expected: ['/runs/max-duration'],
    judged: ['/tasks/overview'],
  },
  {
    question: 'How can I label runs so I can filter them later?',
    expected: ['/tags'],
  },
  {
    question: 'How do I rerun a failed run with the same payload?',
    expected: ['/replaying', '/management/runs/replay', '/runs'],
  },
  {
    question: 'How do I limit how many runs of a task execute at the same time?',
    expected: ['/queue-concurrency'],
  },
  { question: 'How do I write log messages from inside a task?', expected: ['/logging'] },
  {
    question: 'How do I authenticate calls to the management API?',
    expected: ['/management/authentication', '/apikeys'],
  },
  {
    question: 'What changed between v3 and v4 and how do I upgrade?',
    expected: ['/migrating-from-v3'],
  },
  {
    question: 'How do I set breakpoints in my tasks with VS Code?',
    expected: ['/troubleshooting-debugging-in-vscode'],
  },
  {
    question: 'Can I get an email when a deployment fails?',
    expected: ['/troubleshooting-alerts'],
  },
  {
    question: 'How do I cap how much we spend on compute each month?',
    expected: ['/billing-limits'],
  },
  {
    question: 'How do I start a task from my backend code?',
    expected: ['/triggering'],
  },
  {
    question: 'How do I validate the payload with a zod schema?',
    expected: ['/tasks/schemaTask'],
  },
  {
    question: 'Can a task execute a Python script?',
    expected: ['/config/extensions/pythonExtension'],
  },
  {
    question: 'How do I create a cron schedule through the API?',
    expected: ['/management/schedules/create', '/tasks/scheduled'],
  },
  {
    question: 'My CPU-heavy task gets marked as stalled, what can I do?',
    expected: ['/runs/heartbeats'],
  },
  {
    question: 'How can a run wait until a human approves something?',
    expected: ['/wait-for-token', '/ai-chat/patterns/human-in-the-loop'],
  },
  {
    question: 'How do I reach a database inside my AWS VPC from tasks?',
    expected: ['/private-networking/overview', '/private-networking/aws-console-setup'],
  },
  {
    question: 'How much compute time and money did a run use?',
    expected: ['/run-usage'],
  },
  {
    question: 'How do I keep a long chat from going over the model context window?',
    expected: ['/ai-chat/compaction'],
  },
  {
    question: 'Can some runs jump ahead of others in the queue?',
    expected: ['/runs/priority'],
  },
  {
    question: 'What happens when I hit the API rate limit?',
    expected: ['/limits', '/errors-retrying'],
  },
  {
    question: 'Where do I configure how my project is built and which directories hold tasks?',
    expected: ['/config/config-file'],
  },
  {
    question: 'How do I switch to another CLI profile?',
    expected: ['/cli-switch'],
  },
  {
    question: 'How do I get a separate environment for each pull request?',
    expected: ['/deployment/preview-branches'],
    judged: ['/github-integration'],
  },
  {
    question: 'How do I delay a run so it starts in one hour?',
    expected: ['/runs', '/triggering'],
  },
  {
    question: 'How do I trigger many runs in one call?',
    expected: ['/triggering', '/management/tasks/batch-trigger', '/management/tasks/trigger-batch'],
  },
  {
    question: 'How do I stream LLM tokens to the frontend?',
    expected: ['/tasks/streams', '/realtime/react-hooks/streams'],
  },
  { question: 'How do I log in with the CLI?', expected: ['/cli-login-commands'] },
  {
    question: 'How do I install ffmpeg in my deployment?',
    expected: ['/config/extensions/ffmpeg'],
  },
  { question: 'How do I get the run id inside a task?', expected: ['/context'] },
  { question: 'How do I attach custom data to a run and update it?', expected: ['/runs/metadata'] },
  {
    question: 'How do I pause a queue?',
    expected: ['/queue-concurrency', '/management/queues/pause'],
  },
  {
    question: 'How do I set up Trigger.dev in an existing Next.js project?',
    expected: ['/quick-start', '/guides/frameworks/nextjs'],
  },
  {
    question: 'What environment variables does the webapp container need?',
    expected: ['/self-hosting/env/webapp'],
  },
  { question: 'How do I deploy to Kubernetes with Helm?', expected: ['/self-hosting/kubernetes'] },
  { question: 'How do I give a chat agent tools it can call?', expected: ['/ai-chat/tools'] },
  { question: 'How do I run my tasks locally?', expected: ['/cli-dev-commands'] },
];
