// Jest setup: the remote's texts arrive a language at a time (i18n.ts) and its exposed modules suspend until
// they are in; waiting for them here lets every test see its words on the first render, as a reader whose
// language is already loaded does.
import { textsReady } from '../i18n';

beforeAll(() => textsReady);
