import { readFileSync } from 'node:fs';
import { createIdScanService } from '../src/modules/id-scan/id-scan.service';
const s = createIdScanService({ logger: { warn: (d, m) => console.log('WARN', d, m) } });
try { const t = Date.now(); const r = await s.scan({ bytes: readFileSync('/tmp/idscan/photo.jpg'), filename: 'p.jpg' }); console.log(Date.now() - t, r.fields.idNo); } catch (e) { console.log('ERR', e); }
await s.close();
