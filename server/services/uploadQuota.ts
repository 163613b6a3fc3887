import crypto from 'node:crypto';
import net from 'node:net';
import type { ServerConfig } from '../config';
import { formatMegabytes } from '../i18n';
import type { UploadRepository } from '../repositories/uploadRepository';
import { ShopError } from './shopError';

/** Who uploads: the client address (routes give the one Fastify trusts) and the language of the refusals. */
export interface Uploader {
  address: string;
  locale: string;
}

/** What the bytes are, for the refusal's words: a file uploaded, or a design document kept with a cart line. */
type StoredKind = 'upload' | 'design';

/** One visitor's quota, bound to them: a design's bytes taken before it is written, and given back if it is not. */
export interface VisitorQuota {
  take(bytes: number): Promise<void>;
  give(bytes: number): Promise<void>;
}

const TOTAL = { scope: 'total', period: 'all' };

/**
 * The bytes one visitor may store a UTC day and the bytes all uploads may take, counted in the database so every
 * server process shares them. A visitor is an address, an IPv6 one by its /64 (one subscriber's block), kept hashed.
 * Only new content counts: the same photo uploaded again takes no room. Design documents kept with cart lines count
 * in the same two quotas (issue 25): each add or change of a designed line stores its document anew, so each counts.
 */
export class UploadQuota {
  constructor(
    private readonly uploads: UploadRepository,
    private readonly caps: ServerConfig['uploadQuota'],
  ) {}

  /** Bytes left before a refusal, checked while a request streams in so a visitor past a quota is stopped early. */
  async allowance(who: Uploader): Promise<{ bytes: number; refusal: () => ShopError }> {
    const { visitorBytesPerDay: perDay, totalBytes } = this.caps;
    const visitorLeft = perDay ? perDay - (await this.uploads.used(visitorScope(who), today())) : Infinity;
    const totalLeft = totalBytes ? totalBytes - (await this.uploads.used(TOTAL.scope, TOTAL.period)) : Infinity;
    return visitorLeft <= totalLeft
      ? { bytes: Math.max(0, visitorLeft), refusal: () => this.visitorRefusal(who) }
      : { bytes: Math.max(0, totalLeft), refusal: totalRefusal };
  }

  /** Counts new bytes against both quotas, atomically on each, or refuses (nothing counted then). */
  async take(who: Uploader, bytes: number, kind: StoredKind = 'upload'): Promise<void> {
    if (bytes === 0) return;
    const { visitorBytesPerDay: perDay, totalBytes } = this.caps;
    const visitor = { scope: visitorScope(who), period: today() };
    if (perDay && !(await this.uploads.reserve(visitor.scope, visitor.period, bytes, perDay))) throw this.visitorRefusal(who, kind);
    if (totalBytes && !(await this.uploads.reserve(TOTAL.scope, TOTAL.period, bytes, totalBytes))) {
      if (perDay) await this.uploads.release(visitor.scope, visitor.period, bytes);
      throw totalRefusal(kind);
    }
  }

  /** Gives back bytes taken for a write that was then refused (a design whose line did not fit the cart). */
  async give(who: Uploader, bytes: number): Promise<void> {
    if (bytes === 0) return;
    if (this.caps.visitorBytesPerDay) await this.uploads.release(visitorScope(who), today(), bytes);
    if (this.caps.totalBytes) await this.uploads.release(TOTAL.scope, TOTAL.period, bytes);
  }

  /** The quota of one visitor, for design documents (the cart takes from it without knowing addresses). */
  forDesigns(who: Uploader): VisitorQuota {
    return { take: (bytes) => this.take(who, bytes, 'design'), give: (bytes) => this.give(who, bytes) };
  }

  /** Days before yesterday are never read again (yesterday stays while clocks of several servers disagree). */
  async forgetPastDays(now = new Date()): Promise<void> {
    await this.uploads.forgetVisitorsBefore(today(new Date(now.getTime() - 24 * 3600 * 1000)));
  }

  private visitorRefusal(who: Uploader, kind: StoredKind = 'upload'): ShopError {
    const { code, visitor } = REFUSALS[kind];
    return new ShopError(429, code, visitor, { quota: formatMegabytes(this.caps.visitorBytesPerDay, who.locale) });
  }
}

/** The refusals' codes and message keys: a design's say "designs and uploads", for the quota is the same. */
const REFUSALS: Record<StoredKind, { code: string; visitor: string; total: string }> = {
  upload: { code: 'upload-quota', visitor: 'upload-quota-visitor', total: 'upload-quota-total' },
  design: { code: 'design-quota', visitor: 'design-quota-visitor', total: 'design-quota-total' },
};

const totalRefusal = (kind: StoredKind = 'upload') => new ShopError(413, REFUSALS[kind].code, REFUSALS[kind].total);

const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** The quota key of an address: IPv4 whole, IPv6 by its first 64 bits (an IPv4-mapped IPv6 as its IPv4). */
export function visitorScope({ address }: Uploader): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  let key = mapped ? mapped[1] : address;
  if (!mapped && net.isIPv6(address)) key = expandIPv6(address).slice(0, 4).join(':') + '::/64';
  return `visitor:${crypto.createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array(Math.max(0, missing)).fill('0'), ...right].map((h) => (parseInt(h, 16) || 0).toString(16));
}
