import { chromium } from 'playwright';
const url = process.argv[2];
const rate = Number(process.argv[3] ?? 16);
const cart = process.argv[4];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
if (cart) {
  await page.goto(new URL('/api/config', url).href);
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), cart.split('|||'));
}
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'] });
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(3000);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > 20000 / 1).sort((a, b) => a.ts - b.ts);
const kinds = ['ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'EvaluateScript', 'v8.compile', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.compileModule', 'v8.evaluateModule', 'Decode Image', 'UpdateLayer', 'CompositeLayers', 'HitTest', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase'];
const t0 = tasks[0]?.ts ?? 0;
for (const t of tasks) {
  const inside = mine.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t);
  const sum = {};
  for (const e of inside) sum[e.name] = (sum[e.name] ?? 0) + e.dur / 1000;
  if (process.env.TREE) { const stack = []; for (const e of inside.sort((a, b) => a.ts - b.ts || b.dur - a.dur)) { while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop(); if (e.dur > 800) console.log('  '.repeat(stack.length + 1) + e.name, (e.dur / 1000).toFixed(1), JSON.stringify(e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.beginData?.url ?? '').slice(0, 80)); stack.push(e); } }
  console.log(`task @${((t.ts - t0) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(1)} ms`, Object.entries(sum).sort((a,b)=>b[1]-a[1]).slice(0,14).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(' · '));
}
await browser.close();
