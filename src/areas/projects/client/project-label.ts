/** A project as the area names it, its code and its name: "CLINIC · Clinic app". */
export const projectLabel = (project: { code: string; name: string }) => `${project.code} · ${project.name}`;
