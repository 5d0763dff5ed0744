import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of the house style are lint rules; these cases prove the rules bite (and do not
// over-reach) on code that is never written to disk.
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('ui imports no features', async () => {
    expect(
      await restrictedImports(
        'packages/ui/src/Probe.tsx',
        "import { x } from '@sarraf/features';\nexport { x };\n",
      ),
    ).toHaveLength(1);
  });

  it('ui imports no i18next or jotai', async () => {
    const code = "import i18n from 'i18next';\nimport { atom } from 'jotai';\nexport { i18n, atom };\n";
    expect(await restrictedImports('packages/ui/src/Probe.tsx', code)).toHaveLength(2);
  });

  it('a feature imports no other feature', async () => {
    const code = "import { x } from '../../wallet/index';\nexport { x };\n";
    expect(await restrictedImports('packages/features/src/auth/screens/Probe.tsx', code)).toHaveLength(1);
  });

  it('a feature may import shared', async () => {
    const code = "import { x } from '../../shared/index';\nexport { x };\n";
    expect(await restrictedImports('packages/features/src/auth/screens/Probe.tsx', code)).toHaveLength(0);
  });

  it('the client layers go one way: shared <- entities <- features', async () => {
    const toFeature = "import { x } from '../../wallet/index';\nexport { x };\n";
    const toEntity = "import { x } from '../../entities/balance';\nexport { x };\n";
    expect(await restrictedImports('packages/features/src/shared/query/Probe.ts', toFeature)).toHaveLength(1);
    expect(await restrictedImports('packages/features/src/shared/query/Probe.ts', toEntity)).toHaveLength(1);
    expect(
      await restrictedImports('packages/features/src/entities/balance/Probe.ts', toFeature),
    ).toHaveLength(1);
    const entityToShared = "import { x } from '../../shared/index';\nexport { x };\n";
    expect(
      await restrictedImports('packages/features/src/entities/balance/Probe.ts', entityToShared),
    ).toHaveLength(0);
    const entityToEntity = "import { x } from '../currency';\nexport { x };\n";
    expect(
      await restrictedImports('packages/features/src/entities/balance/Probe.ts', entityToEntity),
    ).toHaveLength(0);
  });

  it('a feature may import an entity', async () => {
    const code = "import { x } from '../../entities/balance';\nexport { x };\n";
    expect(await restrictedImports('packages/features/src/wallet/screens/Probe.tsx', code)).toHaveLength(0);
  });

  it("a feature's trader side imports none of its back office, which may use the trader's side", async () => {
    const toAdmin = "import { x } from '../admin/index';\nexport { x };\n";
    expect(await restrictedImports('packages/features/src/wallet/screens/Probe.tsx', toAdmin)).toHaveLength(
      1,
    );
    const entry = "export { x } from './admin';\n";
    expect(await restrictedImports('packages/features/src/wallet/index.ts', entry)).toHaveLength(1);
    const toTrader = "import { x } from '../../components/Probe';\nexport { x };\n";
    expect(
      await restrictedImports('packages/features/src/wallet/admin/screens/Probe.tsx', toTrader),
    ).toHaveLength(0);
    const toShared = "import { x } from '../../../shared/admin/validateReason';\nexport { x };\n";
    expect(
      await restrictedImports('packages/features/src/wallet/admin/screens/Probe.tsx', toShared),
    ).toHaveLength(0);
  });

  it('the route map imports nothing outside itself (the server reads it too)', async () => {
    const code = "import { Button } from '@sarraf/ui';\nexport { Button };\n";
    expect(await restrictedImports('packages/routes/src/Probe.ts', code)).toHaveLength(1);
    const own = "import { routePatterns } from './patterns.js';\nexport { routePatterns };\n";
    expect(await restrictedImports('packages/routes/src/Probe.ts', own)).toHaveLength(0);
  });

  it('the server imports no UI', async () => {
    const code =
      "import { Button } from '@sarraf/ui';\nimport React from 'react';\nexport { Button, React };\n";
    expect(await restrictedImports('apps/api/src/Probe.ts', code)).toHaveLength(2);
  });

  it('a server module uses another only through its index.ts', async () => {
    const inner = "import { x } from '../users/usersRepository.js';\nexport { x };\n";
    expect(await restrictedImports('apps/api/src/modules/auth/Probe.ts', inner)).toHaveLength(1);
    const deep = "import { x } from '../../files/readMultipart.js';\nexport { x };\n";
    expect(await restrictedImports('apps/api/src/modules/verification/admin/Probe.ts', deep)).toHaveLength(1);
    const viaIndex = "import { x } from '../users/index.js';\nexport { x };\n";
    expect(await restrictedImports('apps/api/src/modules/auth/Probe.ts', viaIndex)).toHaveLength(0);
    const own = "import { x } from './sessions/sessionCookie.js';\nexport { x };\n";
    expect(await restrictedImports('apps/api/src/modules/auth/Probe.ts', own)).toHaveLength(0);
  });

  it('cross-cutting server code imports no domain module', async () => {
    const code = "import { x } from '../modules/users/index.js';\nexport { x };\n";
    expect(await restrictedImports('apps/api/src/http/Probe.ts', code)).toHaveLength(1);
  });
});
