import type { StaffMember } from '../../../src/contract';
import { formatPhone } from '../../../src/lib/format/format-phone';
import { AGENT_PHOTO_URL } from '../../photos/stored-photo-sql';
import type { Queryable } from '../db';

/**
 * The agents flagged as staff, by name, as the contact page's carousel shows them (SPEC §3 Staff): the
 * business phone as digits and formatted, the e-mail and the portrait.
 */
export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  const result = await db.query<{
    MatrixDir: string;
    AgentChimeName: string;
    staff_phone: string;
    staff_email: string;
    photo: string | null;
  }>(
    `SELECT matrix_dir AS "MatrixDir", full_name AS "AgentChimeName", biz_phone AS staff_phone,
            email AS staff_email, ${AGENT_PHOTO_URL} AS photo
       FROM agents a WHERE is_staff ORDER BY full_name, matrix_dir`,
  );
  return result.rows.map((row) => ({ ...row, staff_phone_standard: formatPhone(row.staff_phone) }));
}
