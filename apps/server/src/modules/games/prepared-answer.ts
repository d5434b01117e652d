import { JsonText } from '../../http/envelope.ts';
import { weakTag } from '../../http/etag.ts';

/**
 * A cached catalogue answer as it is sent: its ETag (over the value without the CDN), and its
 * JSON per image CDN, made on first use (its compressed forms with it, `JsonText`). A brand
 * has a few CDNs and picks one at random per answer, so each answer is serialised and
 * compressed a few times in its cache life instead of on every request.
 */
export class PreparedAnswer<T> {
  readonly tag: string;
  private readonly texts = new Map<string, JsonText<T>>();

  constructor(
    readonly base: T,
    /** The answer with its artwork addresses on `cdn`. */
    private readonly atCdn: (base: T, cdn: string) => T,
  ) {
    this.tag = weakTag(JSON.stringify(base));
  }

  behind(cdn: string): JsonText<T> {
    let text = this.texts.get(cdn);
    if (!text) {
      text = new JsonText(JSON.stringify(this.atCdn(this.base, cdn)));
      this.texts.set(cdn, text);
    }
    return text;
  }
}
