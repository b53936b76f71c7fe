import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** This process among the API instances sharing one database (host, pid and a random part: pids repeat). */
export const INSTANCE_ID = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
