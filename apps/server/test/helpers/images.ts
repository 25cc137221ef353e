import sharp from 'sharp';

/** A real PNG of the given size, for upload tests. */
export function pngImage(width = 400, height = 400, color = '#7c3aed'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file field. */
export function multipartBody(file: Buffer, filename = 'imagen.png', contentType = 'image/png') {
  const boundary = `----vidriera${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
