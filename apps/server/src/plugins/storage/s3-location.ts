/** Where the files go when `S3_URL` is set (read with the configuration, before the SDK is loaded). */
/** An S3-compatible bucket: `S3_URL` = `https://ACCESS_KEY:SECRET_KEY@endpoint/bucket[/prefix]?region=…`. */
export interface S3Location {
  endpoint: string;
  bucket: string;
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Reads `S3_URL`; throws with a message naming what is missing. */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!/^https?:$/.test(url.protocol)) throw new Error('must start with https:// or http://');
  if (!bucket) throw new Error('must name the bucket as the first path segment');
  if (!url.username || !url.password) throw new Error('must carry the access key and secret as user and password');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: prefix.join('/'),
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
