// Servers and throwaway databases must not outlive the bench, also when it is interrupted with Ctrl-C.
const pending = new Set();

/** Runs `body`, then `cleanup`: after success, after an error, or when the bench is interrupted. */
export async function withCleanup(cleanup, body) {
  pending.add(cleanup);
  try {
    return await body();
  } finally {
    pending.delete(cleanup);
    await cleanup();
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping servers and dropping throwaway databases ...`);
    for (const cleanup of [...pending].reverse()) await cleanup().catch((error) => console.error(error));
    process.exit(130);
  });
}
