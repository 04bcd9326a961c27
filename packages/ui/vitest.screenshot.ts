import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { diff } from '@blazediff/core';
import sharp from 'sharp';
import type {} from '@vitest/browser-playwright';
import type { CDPSession, FrameLocator, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

/**
 * The story screenshots' comparison (.storybook/vitest.setup.ts): Vitest's `toMatchScreenshot` rules, files and
 * comparator (@blazediff/core, the one Vitest bundles), at a fraction of its cost. Vitest decodes both PNGs of every
 * story in JavaScript (pngjs), which was the largest part of the test process's time, and Playwright's element
 * screenshot waits on frames and encodes for size. Here Chromium encodes for speed, libvips decodes (sharp), and
 * pixels exactly equal to the baseline's need no comparison.
 *
 * As with Vitest: a missing baseline is written (beside the others, or with the attachments where the run may not
 * write them, as on CI) and the story fails unless the run was asked to write them (`-u`); `-u` rewrites a baseline
 * that differs; on a difference the capture is retaken until two captures in a row agree
 * (an animation or a late image settling), and what still differs leaves the reference, actual and diff images under
 * the attachments folder.
 */

export interface ScreenshotOptions {
  /** Colour distance under which two pixels count as equal (0-1). */
  threshold: number;
  /** Pixels allowed to differ beyond the threshold: anti-aliasing noise, not a recoloured badge. */
  allowedMismatchedPixels: number;
  /** How long the capture may be retaken while the page still changes. */
  timeout: number;
}

interface ScreenshotResult {
  pass: boolean;
  message?: string;
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

const decode = async (png: Buffer): Promise<Pixels> => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

const encode = (image: Pixels): Promise<Buffer> =>
  sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
    .png()
    .toBuffer();

/** The number of pixels that differ beyond the threshold, or null when the sizes differ. */
function mismatch(a: Pixels, b: Pixels, options: ScreenshotOptions, output?: Uint8Array): number | null {
  if (a.width !== b.width || a.height !== b.height) return null;
  if (!output && a.data.equals(b.data)) return 0;
  return diff(a.data, b.data, output, a.width, a.height, { threshold: options.threshold, includeAA: false });
}

const agrees = (a: Pixels, b: Pixels, options: ScreenshotOptions) => {
  const pixels = mismatch(a, b, options);
  return pixels !== null && pixels <= options.allowedMismatchedPixels;
};

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/**
 * The story frame's body, the pixels Vitest's `toMatchScreenshot` captures (Playwright's element screenshot at the
 * device's scale), straight from Chromium's DevTools protocol. What Playwright adds around it, the set-up does
 * (.storybook/vitest.setup.ts): the caret hidden, the fonts loaded, the frame scrolled to its top; the stories run
 * with motion reduced.
 */
async function captureBody(page: Page, frame: FrameLocator): Promise<Buffer> {
  const box = await frame.locator('body').boundingBox();
  if (!box) throw new Error('The story frame has no body to capture');
  let session = sessions.get(page);
  if (!session) sessions.set(page, (session = page.context().newCDPSession(page)));
  // Playwright's rounding of an element's box to whole pixels, so that a capture has its baseline's size.
  const x = Math.floor(box.x + 1e-3);
  const y = Math.floor(box.y + 1e-3);
  const clip = { x, y, width: Math.ceil(box.x + box.width - 1e-3) - x, height: Math.ceil(box.y + box.height - 1e-3) - y, scale: 1 };
  const viewport = page.viewportSize();
  const fits = !viewport || (box.width <= viewport.width && box.height <= viewport.height);
  const { data } = await (await session).send('Page.captureScreenshot', { format: 'png', clip, captureBeyondViewport: !fits, optimizeForSpeed: true });
  return Buffer.from(data, 'base64');
}

export function matchScreenshotCommand(options: ScreenshotOptions): BrowserCommand<[name: string]> {
  return async (context, name): Promise<ScreenshotResult> => {
    const { testPath, project } = context;
    if (!testPath) throw new Error('A screenshot is compared inside a test file');
    const frame = context.iframe;
    const root = project.config.root;
    const relativeDir = path.relative(root, path.dirname(testPath));
    const file = `${name}-chromium-linux.png`;
    const referencePath = path.join(path.dirname(testPath), '__screenshots__', path.basename(testPath), file);
    const attachments = path.join(project.config.attachmentsDir, relativeDir, path.basename(testPath));
    const update = project.serializedConfig.snapshotOptions.updateSnapshot;

    const capture = async () => {
      const png = await captureBody(context.page, frame);
      return { png, pixels: await decode(png) };
    };

    const referencePng = await readFile(referencePath).catch(() => null);
    let actual = await capture();
    if (referencePng?.equals(actual.png)) return { pass: true };
    const reference = referencePng && (await decode(referencePng));
    if (reference && agrees(reference, actual.pixels, options)) return { pass: true };

    // The page may still be settling: retake until two captures in a row agree, then compare the last with the baseline.
    const deadline = Date.now() + options.timeout;
    let stable = false;
    while (!stable && Date.now() < deadline) {
      const next = await capture();
      stable = agrees(actual.pixels, next.pixels, options);
      actual = next;
    }
    if (!stable) return { pass: false, message: `The page did not settle within ${options.timeout} ms: no stable screenshot to compare.` };
    if (!reference) {
      // Vitest's rule: a new story's baseline is written where the run may write them, and the story fails unless the
      // run was asked to write them (-u).
      const target = update === 'none' ? path.join(attachments, file.replace(/\.png$/, '-reference.png')) : referencePath;
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, actual.png);
      return update === 'all' ? { pass: true } : { pass: false, message: `No existing reference screenshot found; a new one was written to ${target}.` };
    }
    const output = new Uint8Array(reference.data.length);
    const pixels = mismatch(reference, actual.pixels, options, output);
    if (pixels !== null && pixels <= options.allowedMismatchedPixels) return { pass: true };
    if (update === 'all') {
      await writeFile(referencePath, actual.png);
      return { pass: true };
    }
    await mkdir(attachments, { recursive: true });
    const written = [path.join(attachments, file.replace(/\.png$/, '-reference.png')), path.join(attachments, file.replace(/\.png$/, '-actual.png'))];
    await writeFile(written[0]!, referencePng!);
    await writeFile(written[1]!, actual.png);
    if (pixels !== null) {
      written.push(path.join(attachments, file.replace(/\.png$/, '-diff.png')));
      await writeFile(written[2]!, await encode({ data: Buffer.from(output), width: reference.width, height: reference.height }));
    }
    const what =
      pixels === null
        ? `Expected image dimensions to be ${reference.width}×${reference.height}px, but received ${actual.pixels.width}×${actual.pixels.height}px.`
        : `${pixels} pixels differ (at most ${options.allowedMismatchedPixels} allowed).`;
    return { pass: false, message: `Screenshot does not match the stored reference. ${what}\n${written.join('\n')}` };
  };
}
