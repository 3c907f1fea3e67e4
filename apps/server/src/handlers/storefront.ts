import type { components } from '@shop/sdk';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { Handlers } from '../contract/handler-types.js';
import { notFound } from '../contract/http-error.js';
import { appSettings, heroSliders, socialLinks, testimonials } from '../db/schema.js';
import { idText, toId } from './ids.js';
import { withUploads } from './uploads.js';

function toHeroSlider(row: typeof heroSliders.$inferSelect): components['schemas']['HeroSlider'] {
  return {
    _id: idText(row.id),
    link: row.link,
    image: row.image,
    image1: row.image1,
    precedence: row.precedence,
  };
}

function toTestimonial(row: typeof testimonials.$inferSelect): components['schemas']['Testimonial'] {
  return {
    _id: idText(row.id),
    name: row.name,
    designation: row.designation,
    testimonial: row.testimonial,
    precedence: row.precedence,
    image: row.image,
  };
}

function toSocialLink(row: typeof socialLinks.$inferSelect): components['schemas']['SocialLink'] {
  return { _id: idText(row.id), name: row.name, link: row.link, isVisible: row.isVisible };
}

function toAppSetting(row: typeof appSettings.$inferSelect): components['schemas']['AppSetting'] {
  return {
    _id: idText(row.id),
    name: row.name,
    isCategoryFeatured: row.isCategoryFeatured,
    image: row.image,
  };
}

export function storefrontHandlers(deps: AppDeps) {
  const { db, media } = deps;
  return {
    async listHeroSliders() {
      const rows = await db
        .select()
        .from(heroSliders)
        .orderBy(asc(heroSliders.precedence), asc(heroSliders.id));
      return { status: 200, body: { data: rows.map(toHeroSlider), total: rows.length } };
    },

    async createHeroSlider({ body }) {
      const slider = await withUploads(
        media,
        'hero-sliders',
        { image: body.image, image1: body.image1 },
        async (stored) => {
          const [row] = await db
            .insert(heroSliders)
            .values({
              link: body.link,
              image: stored.image ?? '',
              image1: stored.image1 ?? '',
              precedence: body.precedence,
            })
            .returning();
          if (row === undefined) throw new Error('insert returned no row');
          return { result: toHeroSlider(row), replaced: [] };
        },
      );
      return { status: 201, body: slider };
    },

    async getHeroSlider({ params }) {
      const [row] = await db
        .select()
        .from(heroSliders)
        .where(eq(heroSliders.id, toId(params.id)));
      if (row === undefined) throw notFound('No such hero slider.');
      return { status: 200, body: toHeroSlider(row) };
    },

    async updateHeroSlider({ params, body }) {
      const id = toId(params.id);
      const [current] = await db.select().from(heroSliders).where(eq(heroSliders.id, id));
      if (current === undefined) throw notFound('No such hero slider.');
      const slider = await withUploads(
        media,
        'hero-sliders',
        { image: body.image, image1: body.image1 },
        async (stored) => {
          const [row] = await db
            .update(heroSliders)
            .set({ link: body.link, image: stored.image, image1: stored.image1, precedence: body.precedence })
            .where(eq(heroSliders.id, id))
            .returning();
          if (row === undefined) throw notFound('No such hero slider.');
          const replaced = [
            stored.image === undefined ? null : current.image,
            stored.image1 === undefined ? null : current.image1,
          ];
          return { result: toHeroSlider(row), replaced };
        },
      );
      return { status: 200, body: slider };
    },

    async deleteHeroSlider({ params }) {
      const [row] = await db
        .delete(heroSliders)
        .where(eq(heroSliders.id, toId(params.id)))
        .returning();
      if (row === undefined) throw notFound('No such hero slider.');
      await media.remove(row.image, row.image1);
      return { status: 204 };
    },

    async listTestimonials() {
      const rows = await db
        .select()
        .from(testimonials)
        .orderBy(asc(testimonials.precedence), asc(testimonials.id));
      return { status: 200, body: { data: rows.map(toTestimonial), total: rows.length } };
    },

    async createTestimonial({ body }) {
      const testimonial = await withUploads(media, 'testimonials', { image: body.image }, async (stored) => {
        const [row] = await db
          .insert(testimonials)
          .values({
            name: body.name.trim(),
            designation: body.designation,
            testimonial: body.testimonial,
            precedence: body.precedence,
            image: stored.image ?? null,
          })
          .returning();
        if (row === undefined) throw new Error('insert returned no row');
        return { result: toTestimonial(row), replaced: [] };
      });
      return { status: 201, body: testimonial };
    },

    async getTestimonial({ params }) {
      const [row] = await db
        .select()
        .from(testimonials)
        .where(eq(testimonials.id, toId(params.id)));
      if (row === undefined) throw notFound('No such testimonial.');
      return { status: 200, body: toTestimonial(row) };
    },

    async updateTestimonial({ params, body }) {
      const id = toId(params.id);
      const [current] = await db.select().from(testimonials).where(eq(testimonials.id, id));
      if (current === undefined) throw notFound('No such testimonial.');
      const testimonial = await withUploads(media, 'testimonials', { image: body.image }, async (stored) => {
        const [row] = await db
          .update(testimonials)
          .set({
            name: body.name?.trim(),
            designation: body.designation,
            testimonial: body.testimonial,
            precedence: body.precedence,
            image: stored.image,
          })
          .where(eq(testimonials.id, id))
          .returning();
        if (row === undefined) throw notFound('No such testimonial.');
        return { result: toTestimonial(row), replaced: stored.image === undefined ? [] : [current.image] };
      });
      return { status: 200, body: testimonial };
    },

    async deleteTestimonial({ params }) {
      const [row] = await db
        .delete(testimonials)
        .where(eq(testimonials.id, toId(params.id)))
        .returning();
      if (row === undefined) throw notFound('No such testimonial.');
      await media.remove(row.image);
      return { status: 204 };
    },

    async listSocialLinks() {
      const rows = await db
        .select()
        .from(socialLinks)
        .orderBy(asc(sql`lower(${socialLinks.name})`), asc(socialLinks.id));
      return { status: 200, body: { data: rows.map(toSocialLink), total: rows.length } };
    },

    async createSocialLink({ body }) {
      const [row] = await db
        .insert(socialLinks)
        .values({ name: body.name.trim(), link: body.link, isVisible: body.visibility ?? false })
        .returning();
      if (row === undefined) throw new Error('insert returned no row');
      return { status: 201, body: toSocialLink(row) };
    },

    async getSocialLink({ params }) {
      const [row] = await db
        .select()
        .from(socialLinks)
        .where(eq(socialLinks.id, toId(params.id)));
      if (row === undefined) throw notFound('No such social link.');
      return { status: 200, body: toSocialLink(row) };
    },

    async updateSocialLink({ params, body }) {
      const [row] = await db
        .update(socialLinks)
        .set({ name: body.name?.trim(), link: body.link, isVisible: body.visibility })
        .where(eq(socialLinks.id, toId(params.id)))
        .returning();
      if (row === undefined) throw notFound('No such social link.');
      return { status: 200, body: toSocialLink(row) };
    },

    async deleteSocialLink({ params }) {
      const [row] = await db
        .delete(socialLinks)
        .where(eq(socialLinks.id, toId(params.id)))
        .returning({ id: socialLinks.id });
      if (row === undefined) throw notFound('No such social link.');
      return { status: 204 };
    },

    async listAppSettings() {
      const rows = await db
        .select()
        .from(appSettings)
        .orderBy(asc(appSettings.createdAt), asc(appSettings.id));
      return { status: 200, body: { data: rows.map(toAppSetting), total: rows.length } };
    },

    async createAppSetting({ body }) {
      const setting = await withUploads(media, 'app-settings', { image: body.image }, async (stored) => {
        const [row] = await db
          .insert(appSettings)
          .values({
            name: body.name.trim(),
            isCategoryFeatured: body.isCategoryFeatured ?? false,
            image: stored.image ?? '',
          })
          .returning();
        if (row === undefined) throw new Error('insert returned no row');
        return { result: toAppSetting(row), replaced: [] };
      });
      return { status: 201, body: setting };
    },

    async getAppSetting({ params }) {
      const [row] = await db
        .select()
        .from(appSettings)
        .where(eq(appSettings.id, toId(params.id)));
      if (row === undefined) throw notFound('No such app setting.');
      return { status: 200, body: toAppSetting(row) };
    },

    async updateAppSetting({ params, body }) {
      const id = toId(params.id);
      const [current] = await db.select().from(appSettings).where(eq(appSettings.id, id));
      if (current === undefined) throw notFound('No such app setting.');
      const setting = await withUploads(media, 'app-settings', { image: body.image }, async (stored) => {
        const [row] = await db
          .update(appSettings)
          .set({ name: body.name?.trim(), isCategoryFeatured: body.isCategoryFeatured, image: stored.image })
          .where(eq(appSettings.id, id))
          .returning();
        if (row === undefined) throw notFound('No such app setting.');
        return { result: toAppSetting(row), replaced: stored.image === undefined ? [] : [current.image] };
      });
      return { status: 200, body: setting };
    },

    async deleteAppSetting({ params }) {
      const [row] = await db
        .delete(appSettings)
        .where(eq(appSettings.id, toId(params.id)))
        .returning();
      if (row === undefined) throw notFound('No such app setting.');
      await media.remove(row.image);
      return { status: 204 };
    },
  } satisfies Partial<Handlers>;
}
