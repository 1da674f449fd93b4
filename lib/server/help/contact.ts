/**
 * The platform's own contact data, in one place. The repository holds no
 * real company's phone or address: until a deployment sets these settings
 * the site shows clearly marked placeholders (the `.example` domain and a
 * 400-000-0000 number cannot reach anyone), and the contact page says so.
 */
export type SiteContact = {
  company: string;
  phone: string;
  email: string;
  address: string;
  hours: string;
  /** True while any value is still the repository's placeholder. */
  placeholder: boolean;
};

const PLACEHOLDER = {
  company: 'ChemMart 化学品商城（运营主体待配置）',
  phone: '400-000-0000',
  email: 'service@chemmart.example',
  address: '（部署时在 SITE_CONTACT_ADDRESS 中配置）',
  hours: '工作日 9:00–18:00',
};

export function siteContact(env: Record<string, string | undefined> = process.env): SiteContact {
  const value = (key: string, fallback: string) => env[key]?.trim() || fallback;
  const contact = {
    company: value('SITE_CONTACT_COMPANY', PLACEHOLDER.company),
    phone: value('SITE_CONTACT_PHONE', PLACEHOLDER.phone),
    email: value('SITE_CONTACT_EMAIL', PLACEHOLDER.email),
    address: value('SITE_CONTACT_ADDRESS', PLACEHOLDER.address),
    hours: value('SITE_CONTACT_HOURS', PLACEHOLDER.hours),
  };
  const placeholder = (['company', 'phone', 'email', 'address'] as const).some((k) => contact[k] === PLACEHOLDER[k]);
  return { ...contact, placeholder };
}
