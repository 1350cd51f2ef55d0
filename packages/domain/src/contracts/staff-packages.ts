// Packages of the staff console (issue 13, Deliver 2; catalogue.edit): a package gathers rituals under a URL tag
// (the devotee site's /eventRituals/{tag}). A package may hold rituals of several centres; a centre admin sets which
// of their centre's rituals it holds, and its name and description while no other centre's rituals are in it.
import * as z from 'zod/mini';
import { CatalogueTexts } from '../catalogue-texts';
import { Id } from './common';

/** Lowercase letters and digits in words joined by hyphens: navaratri-2026. */
export const PACKAGE_URL_TAG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const StaffPackagesQuery = z.object({ center: Id });

/** What the package form holds. */
export const PackageForm = z.object({
  urlTag: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(2, 'URL tag: at least 2 characters'),
      z.maxLength(60, 'URL tag: at most 60 characters'),
      z.regex(PACKAGE_URL_TAG, 'URL tag: lowercase letters, digits and hyphens, such as navaratri-2026'),
    ),
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the package name'),
      z.maxLength(120, 'Name: at most 120 characters'),
    ),
  description: z.string().check(z.trim(), z.maxLength(2000, 'Description: at most 2000 characters')),
  /** The centre's rituals in the package, in the order devotees see them. */
  rituals: z.array(Id).check(z.maxLength(100, 'A package holds at most 100 rituals')),
  /**
   * The name in other languages (issue 28), each optional: a language without one shows English. Only names are kept
   * (the description stays English); left as they are when not sent.
   */
  texts: z.optional(CatalogueTexts),
});
export type PackageForm = z.infer<typeof PackageForm>;

/** `POST /staff/packages`: create the package of the URL tag, or set the centre's part of it. */
export const SavePackageBody = z.extend(PackageForm, { center: Id });
export type SavePackageBody = z.infer<typeof SavePackageBody>;

export const StaffPackage = z.object({
  id: z.string(),
  urlTag: z.string(),
  name: z.string(),
  description: z.string(),
  /** Its name in other languages (none: English is shown). */
  texts: CatalogueTexts,
  /** This centre's rituals in it, in order. */
  rituals: z.array(z.object({ id: z.string(), name: z.string() })),
  /** How many rituals of other centres it holds (its name and description are then theirs too). */
  otherCenterRituals: z.int(),
});
export type StaffPackage = z.infer<typeof StaffPackage>;

export const StaffPackagesAnswer = z.object({ packages: z.array(StaffPackage) });
export type StaffPackagesAnswer = z.infer<typeof StaffPackagesAnswer>;
