/**
 * Query parameters that identify a click, a campaign or a share, never the page: removed from every URL we
 * return and ignored by de-duplication. Keys are compared after percent-decoding and lower-casing.
 */

const TRACKING_KEYS: ReadonlySet<string> = new Set([
  // ad clicks
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "yclid",
  "rb_clickid",
  "epik",
  // e-mail and marketing automation
  "mc_cid",
  "mc_eid",
  "_hsenc",
  "_hsmi",
  "mkt_tok",
  "vero_id",
  "vero_conv",
  "oly_anon_id",
  "oly_enc_id",
  "ss_source",
  "ss_campaign_id",
  "_branch_match_id",
  // analytics and shares
  "ref_src",
  "ref_url",
  "igshid",
  "igsh",
  "wprov",
  "_ga",
  "_gl",
  "srsltid",
  "spm",
  "s_kwcid",
  "s_cid",
  "sc_cid",
  "ncid",
  "ocid",
  "cmpid",
  "icid",
  "xtor",
  "trk",
  "mkevt",
  "mkcid",
  "wt.mc_id"
])

/** Whole families: Google Analytics (`utm_`), Matomo/Piwik (`pk_`, `mtm_`, `piwik_`, `matomo_`), HubSpot ads (`hsa_`). */
const TRACKING_PREFIXES: ReadonlyArray<string> = ["utm_", "pk_", "mtm_", "piwik_", "matomo_", "hsa_"]

export const isTrackingParam = (key: string): boolean =>
  TRACKING_KEYS.has(key) || TRACKING_PREFIXES.some((prefix) => key.startsWith(prefix))
