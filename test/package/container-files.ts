/**
 * What the repository's Dockerfile and compose.yaml say, read as data, so the package tests can
 * run the container's command from an installed package where no container engine runs.
 *
 * @module
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The last stage of the Dockerfile: its environment, user and command. */
export interface ImageStage {
  from: string;
  env: Record<string, string>;
  user: string | undefined;
  workdir: string | undefined;
  volume: string | undefined;
  cmd: string[];
}

/** Reads the final stage of a Dockerfile (instructions joined across `\` line ends). */
export function finalStage(dockerfile: string): ImageStage {
  const lines = readFileSync(dockerfile, 'utf8')
    .replaceAll(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  let stage: ImageStage | undefined;
  for (const line of lines) {
    const [instruction = '', ...rest] = line.split(/\s+/);
    const argument = rest.join(' ');
    if (instruction === 'FROM') {
      stage = {
        from: argument,
        env: {},
        user: undefined,
        workdir: undefined,
        volume: undefined,
        cmd: [],
      };
    } else if (stage && instruction === 'ENV') {
      for (const pair of argument.split(/\s+/)) {
        const [name = '', value = ''] = pair.split('=');
        stage.env[name] = value;
      }
    } else if (stage && instruction === 'USER') stage.user = argument;
    else if (stage && instruction === 'WORKDIR') stage.workdir = argument;
    else if (stage && instruction === 'VOLUME') stage.volume = argument;
    else if (stage && instruction === 'CMD') stage.cmd = JSON.parse(argument) as string[];
  }
  if (!stage) throw new Error(`${dockerfile} has no FROM`);
  return stage;
}

/** The services of a compose file, with their environment. */
export function composeServices(
  file: string,
): Record<string, { environment?: Record<string, string>; image?: string; build?: string }> {
  return (parse(readFileSync(file, 'utf8')) as { services: never }).services;
}
