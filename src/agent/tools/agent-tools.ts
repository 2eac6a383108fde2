/**
 * Every tool a job's model may call, over one docs folder: reading, searching and changing
 * files, editing docs.json, the todo list, and the validate and link checks.
 *
 * @module
 */
import type { BrokenLinksCheck } from './check-tools.ts';
import { checkTools } from './check-tools.ts';
import { docsJsonTool } from './docs-json-tool.ts';
import { readTools } from './read-tools.ts';
import type { TodoListener } from './todo-tool.ts';
import { todoTool } from './todo-tool.ts';
import type { Workspace } from './workspace.ts';
import { writeTools } from './write-tools.ts';

/** What the tools work on and report to. */
export interface AgentToolsOptions {
  workspace: Workspace;
  /** Stores the todo list each time the model writes it. */
  onTodos: TodoListener;
  /** The link check behind `check_links`; without it the tool is not offered. */
  brokenLinks?: BrokenLinksCheck | undefined;
}

/** The tool set of one job. */
export function agentTools(options: AgentToolsOptions) {
  const { workspace } = options;
  return {
    ...readTools(workspace),
    ...writeTools(workspace),
    ...docsJsonTool(workspace),
    ...todoTool(options.onTodos),
    ...checkTools(workspace.root, options.brokenLinks),
  };
}

/** The type of {@link agentTools}' answer. */
export type AgentTools = ReturnType<typeof agentTools>;
