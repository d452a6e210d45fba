/** /family with the invitation form of this automatic top-up open ("Share with family" on /scheduled). */
export const familySharePath = (scheduleId: string) => `/family?share=${encodeURIComponent(scheduleId)}`;
