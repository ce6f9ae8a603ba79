/**
 * A US phone number for display: '5125550147' (or '+1 512 555 0147') becomes '(512) 555-0147'; anything
 * that is not ten digits is shown as it came, since a backend may already have formatted it.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}
