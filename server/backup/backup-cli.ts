// `npm run backup -- FILE`: a consistent snapshot of the portal's database in FILE (docs/operations.md).
import { sizeText } from './backup-file';
import { runFileCommand } from './command';
import { backupEmbedded } from './embedded';
import { describeDatabase, dumpPostgres } from './postgres';

await runFileCommand('Usage: npm run backup -- FILE', { force: false }, async ({ file, config }) => {
  if (config.databaseUrl) {
    const { bytes } = await dumpPostgres(config.databaseUrl, file);
    return `Backed up ${describeDatabase(config.databaseUrl)} to ${file} (${sizeText(bytes)}).`;
  }
  const { bytes, portalPid } = await backupEmbedded(config.dataDir, file);
  const how = portalPid === undefined ? 'directly (no portal runs on it)' : `through the running portal (pid ${portalPid})`;
  return `Backed up the embedded database in ${config.dataDir} ${how} to ${file} (${sizeText(bytes)}).`;
});
