/** `--first-name Ada --email=a@b.c` -> { 'first-name': 'Ada', email: 'a@b.c' }; bare words are positional. */
export function parseArgs(argv: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (inline !== undefined) options[name] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1]?.startsWith('--')) options[name] = argv[++i] ?? '';
    else options[name] = 'true';
  }
  return { positional, options };
}
