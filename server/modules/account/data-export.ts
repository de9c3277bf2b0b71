import type { Readable } from 'node:stream';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ZipFile } from 'yazl';
import type { Database } from '../../db/client';
import {
  advisers,
  adviserTopics,
  appointments,
  askers,
  bookingDocuments,
  calendarFeeds,
  chatMessages,
  consultationTypes,
  conversations,
  dac7Sellers,
  externalCalendars,
  intakeQuestions,
  invoicingAccounts,
  media,
  messageAttachments,
  notificationPreferences,
  payments,
  payoutAccounts,
  pushSubscriptions,
  reviews,
  sessions,
  timeOff,
  users,
  waitlistEntries,
} from '../../db/schema';
import { type FileStorage, StoredObjectNotFound } from '../../lib/storage';
import { selectRecords } from '../appointments/appointments.service';
import { presentIntakeAnswers } from '../intake/intake.presenter';
import { selectWaitlistEntries } from '../waitlist/waitlist.service';

/** The JSON files of an export, in the order they are written (README first). */
export const EXPORT_FILES = {
  readme: 'OLVASSEL.txt',
  profile: 'profile.json',
  bookings: 'bookings.json',
  messages: 'messages.json',
  reviews: 'reviews.json',
  payments: 'payments.json',
} as const;

export interface ExportStores {
  /** Public media (avatar, gallery). */
  storage: FileStorage;
  /** Private files (chat attachments, booking documents, invoices). */
  privateStorage: FileStorage;
}

/** A file of the user's from storage, to be copied into the ZIP under `name`. */
interface StoredEntry {
  name: string;
  storage: FileStorage;
  key: string;
}

/** What goes into one user's ZIP: JSON documents and stored files. */
export interface ExportContent {
  documents: { name: string; data: unknown }[];
  files: StoredEntry[];
}

const reviewer = alias(users, 'reviewer');
const adviserUser = alias(users, 'adviser_user');
const otherUser = alias(users, 'other_user');

/** A file name safe inside a ZIP (no folders, no control characters), kept readable. */
export function safeFileName(name: string) {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .replace(/^\.+/, '_')
    .trim();
  return (cleaned || 'fajl').slice(-100);
}

/** What a review says, as both lists of the export show it (written and received). */
const reviewContent = (review: typeof reviews.$inferSelect) => ({
  rating: review.rating,
  text: review.text,
  reply: review.reply,
  repliedAt: review.repliedAt,
  hidden: review.hiddenAt !== null,
  hiddenReason: review.hiddenReason,
  createdAt: review.createdAt,
});

const extensionOf = (key: string) => {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(key);
  return match ? `.${match[1]?.toLowerCase()}` : '';
};

/**
 * Everything the portal holds about one user that is theirs to receive (GDPR Art. 15 and 20), read
 * from the database: the account and profile with billing data, the bookings of either side (with
 * what was paid for them through the portal), the messages of their conversations, the reviews they wrote or received, their payments, and the list of
 * their own files (images, the chat attachments they sent, the invoices of their appointments) to copy
 * from storage. Other people appear only as the name the user already sees in the app; their e-mail
 * addresses and anything they did elsewhere are not included.
 */
export async function collectExport(
  db: Database,
  stores: ExportStores,
  userId: string,
  now: Date,
): Promise<ExportContent> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('export of a missing user');
  const [adviser] = await db.select().from(advisers).where(eq(advisers.userId, userId));
  const [asker] = await db.select().from(askers).where(eq(askers.userId, userId));
  const files: StoredEntry[] = [];

  // Images (avatar, gallery): the stored originals, not the thumbnails.
  const images = await db
    .select()
    .from(media)
    .where(eq(media.userId, userId))
    .orderBy(asc(media.type), asc(media.position), asc(media.createdAt));
  const imageList = images.map((image, index) => {
    const name =
      image.type === 'profile'
        ? `files/images/profilkep${extensionOf(image.path)}`
        : `files/images/galeria-${String(index + 1).padStart(2, '0')}${extensionOf(image.path)}`;
    files.push({ name, storage: stores.storage, key: image.path });
    return {
      id: image.id,
      type: image.type,
      originalFilename: image.filename,
      mimeType: image.mimeType,
      sizeBytes: image.sizeBytes,
      width: image.width,
      height: image.height,
      uploadedAt: image.createdAt,
      file: name,
    };
  });

  const topics = adviser
    ? await db
        .select({ id: consultationTypes.id, name: consultationTypes.name })
        .from(adviserTopics)
        .innerJoin(consultationTypes, eq(consultationTypes.id, adviserTopics.typeId))
        .where(eq(adviserTopics.adviserId, adviser.id))
    : [];
  const liveSessions = await db
    .select({
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(asc(sessions.createdAt));
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  const [preferences] = await db
    .select({ choices: notificationPreferences.choices, updatedAt: notificationPreferences.updatedAt })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const devices = await db
    .select({ userAgent: pushSubscriptions.userAgent, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const waitlist = (await selectWaitlistEntries(db, eq(waitlistEntries.askerId, userId))).map(
    ({ entry, adviserName, typeName }) => ({
      adviser: adviserName,
      consultationType: typeName,
      untilDay: entry.untilDay,
      notifiedAt: entry.notifiedAt,
      createdAt: entry.createdAt,
    }),
  );

  const profile = {
    exportedAt: now,
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      emailVerifiedAt: user.emailVerifiedAt,
      twoFactorEnabled: user.twoFactorEnabled,
      timeZone: user.timeZone,
      deletionRequestedAt: user.deletionRequestedAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    adviser: adviser
      ? {
          id: adviser.id,
          active: adviser.active,
          expirationDate: adviser.expirationDate,
          description: adviser.description,
          consultingTopics: topics.map((topic) => topic.name),
          workSchedule: adviser.workSchedule,
          bookingSettings: {
            minNoticeHours: adviser.minNoticeHours,
            bufferBeforeMinutes: adviser.bufferBeforeMinutes,
            bufferMinutes: adviser.bufferMinutes,
            cancelDeadlineHours: adviser.cancelDeadlineHours,
            maxAdvanceDays: adviser.maxAdvanceDays,
          },
          billingAddress: {
            companyName: adviser.companyName,
            country: adviser.country,
            city: adviser.city,
            zipCode: adviser.zipCode,
            address: adviser.address,
            vatNumber: adviser.vatNumber,
            bankAccountNumber: adviser.bankAccountNumber,
          },
          activationRequest: adviser.activationRequest,
          activationRequestDate: adviser.activationRequestDate,
          rating: adviser.reviewCount > 0 ? adviser.ratingAverageX100 / 100 : 0,
          reviewCount: adviser.reviewCount,
          searchEngineIndexing: adviser.searchEngineIndexing,
          createdAt: adviser.createdAt,
          timeOff: await db
            .select({ startTime: timeOff.startTime, endTime: timeOff.endTime, reason: timeOff.reason })
            .from(timeOff)
            .where(eq(timeOff.adviserId, adviser.id))
            .orderBy(asc(timeOff.startTime)),
          // The calendar addresses are secrets of the user's other services: only their host is listed.
          externalCalendars: (
            await db
              .select({
                name: externalCalendars.name,
                url: externalCalendars.url,
                lastSyncedAt: externalCalendars.lastSyncedAt,
                createdAt: externalCalendars.createdAt,
              })
              .from(externalCalendars)
              .where(eq(externalCalendars.adviserId, adviser.id))
          ).map(({ url, ...calendar }) => ({ ...calendar, host: hostOf(url) })),
          // The payout account at the payment provider (issue 38): its id there and its state.
          payoutAccount:
            (
              await db
                .select({
                  provider: payoutAccounts.provider,
                  accountRef: payoutAccounts.accountRef,
                  chargesEnabled: payoutAccounts.chargesEnabled,
                  payoutsEnabled: payoutAccounts.payoutsEnabled,
                  createdAt: payoutAccounts.createdAt,
                })
                .from(payoutAccounts)
                .where(eq(payoutAccounts.adviserId, adviser.id))
            )[0] ?? null,
          // The invoicing service chosen (issue 39): the key itself stays sealed, only its end is named.
          invoicingAccount:
            (
              await db
                .select({
                  provider: invoicingAccounts.provider,
                  secretHint: invoicingAccounts.secretHint,
                  block: invoicingAccounts.block,
                  vatRate: invoicingAccounts.vatRate,
                  checkedAt: invoicingAccounts.checkedAt,
                })
                .from(invoicingAccounts)
                .where(eq(invoicingAccounts.adviserId, adviser.id))
            )[0] ?? null,
          // The DAC7 seller data (issue 39): what the portal reports about them to NAV.
          dac7:
            (
              await db
                .select({
                  sellerType: dac7Sellers.sellerType,
                  name: dac7Sellers.name,
                  country: dac7Sellers.country,
                  zipCode: dac7Sellers.zipCode,
                  city: dac7Sellers.city,
                  street: dac7Sellers.street,
                  tin: dac7Sellers.tin,
                  tinCountry: dac7Sellers.tinCountry,
                  birthDate: dac7Sellers.birthDate,
                  vatNumber: dac7Sellers.vatNumber,
                  registrationNumber: dac7Sellers.registrationNumber,
                  iban: dac7Sellers.iban,
                  updatedAt: dac7Sellers.updatedAt,
                })
                .from(dac7Sellers)
                .where(eq(dac7Sellers.adviserId, adviser.id))
            )[0] ?? null,
          // The questions they ask when booked (issue 40), per consultation type, in order.
          intakeQuestions: await db
            .select({
              consultationType: consultationTypes.name,
              position: intakeQuestions.position,
              kind: intakeQuestions.kind,
              label: intakeQuestions.label,
              helpText: intakeQuestions.helpText,
              required: intakeQuestions.required,
              options: intakeQuestions.options,
            })
            .from(intakeQuestions)
            .innerJoin(consultationTypes, eq(consultationTypes.id, intakeQuestions.typeId))
            .where(eq(intakeQuestions.adviserId, adviser.id))
            .orderBy(asc(consultationTypes.name), asc(intakeQuestions.position)),
          intakeInMail: adviser.intakeInMail,
        }
      : null,
    asker: asker
      ? {
          id: asker.id,
          billingAddress: {
            billingName: asker.billingName,
            companyName: asker.companyName,
            country: asker.country,
            city: asker.city,
            zipCode: asker.zipCode,
            address: asker.address,
            vatNumber: asker.vatNumber,
          },
          subscriptionStatus: asker.subscriptionStatus,
          expirationDate: asker.expirationDate,
          createdAt: asker.createdAt,
          waitlist,
        }
      : null,
    images: imageList,
    calendarFeed: feed ? { active: true, createdAt: feed.createdAt } : { active: false },
    notificationPreferences: preferences ?? null,
    pushDevices: devices,
    activeSessions: liveSessions,
  };

  // Bookings of either side, with the invoice of each (uploaded by the adviser, sent to the asker).
  const records = await selectRecords(
    db,
    or(eq(appointments.clientId, userId), adviser ? eq(appointments.adviserId, adviser.id) : undefined),
  );
  // The documents the user attached to their bookings (issue 40), copied into the ZIP.
  const documentRows = records.length
    ? await db
        .select()
        .from(bookingDocuments)
        .where(
          and(
            eq(bookingDocuments.uploaderId, userId),
            inArray(
              bookingDocuments.appointmentId,
              records.map((record) => record.appointment.id),
            ),
          ),
        )
        .orderBy(asc(bookingDocuments.createdAt))
    : [];
  const bookings = records.map(({ appointment, type, expertName, clientName, payment }) => {
    const asAdviser = adviser !== undefined && appointment.adviserId === adviser.id;
    let invoice: string | null = null;
    if (appointment.invoicePath) {
      invoice = `files/invoices/szamla-${appointment.startTime.toISOString().slice(0, 10)}-${appointment.id.slice(0, 8)}.pdf`;
      files.push({ name: invoice, storage: stores.privateStorage, key: appointment.invoicePath });
    }
    return {
      id: appointment.id,
      myRole: asAdviser ? 'tanacsado' : 'kerdezo',
      consultationType: type.name,
      adviser: expertName,
      client: clientName,
      startTime: appointment.startTime,
      endTime: appointment.endTime,
      status: appointment.status,
      paymentStatus: appointment.paymentStatus,
      notes: appointment.notes,
      // The asker's answers to the intake questions, with each question as it was asked (issue 40).
      intakeAnswers: presentIntakeAnswers(appointment.intakeAnswers),
      documents: documentRows
        .filter((document) => document.appointmentId === appointment.id)
        .map((document) => {
          const name = `files/documents/${document.id.slice(0, 8)}-${safeFileName(document.filename)}`;
          files.push({ name, storage: stores.privateStorage, key: document.storageKey });
          return {
            filename: document.filename,
            mimeType: document.mimeType,
            size: document.size,
            file: name,
          };
        }),
      timeChange: appointment.timeChangeNewStart
        ? {
            requestedByMe: appointment.timeChangeRequestedBy === userId,
            newStartTime: appointment.timeChangeNewStart,
            reason: appointment.timeChangeReason,
          }
        : null,
      timeChangeRejectReason: appointment.timeChangeRejectReason,
      cancelDeadlineHours: appointment.cancelDeadlineHours,
      attendance: {
        joinedAt: asAdviser ? appointment.expertJoinedAt : appointment.clientJoinedAt,
        leftAt: asAdviser ? appointment.expertLeftAt : appointment.clientLeftAt,
      },
      noShowBy: appointment.noShowBy,
      // Paid through the portal (issue 38): the money, not the provider's references.
      consultationPayment: payment
        ? {
            status: appointment.paymentStatus,
            amountHuf: payment.amountHuf,
            feeHuf: payment.feeHuf,
            refundedHuf: payment.refundedHuf,
            paidAt: payment.paidAt,
            refundedAt: payment.refundedAt,
            disputedAt: payment.disputedAt,
            createdAt: payment.createdAt,
          }
        : null,
      invoice,
      createdAt: appointment.createdAt,
      updatedAt: appointment.updatedAt,
    };
  });

  // The user's conversations: every message of them, the user's own attachments as files.
  const threads = await db
    .select({ conversation: conversations, otherName: otherUser.name })
    .from(conversations)
    .innerJoin(otherUser, eq(otherUser.id, otherParticipant(userId)))
    .where(or(eq(conversations.askerId, userId), eq(conversations.adviserUserId, userId)))
    .orderBy(asc(conversations.createdAt));
  const conversationIds = threads.map((thread) => thread.conversation.id);
  const messageRows = conversationIds.length
    ? await db
        .select()
        .from(chatMessages)
        .where(inArray(chatMessages.conversationId, conversationIds))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    : [];
  const attachmentRows = conversationIds.length
    ? await db
        .select()
        .from(messageAttachments)
        .where(
          and(
            inArray(messageAttachments.conversationId, conversationIds),
            isNotNull(messageAttachments.messageId),
          ),
        )
        .orderBy(asc(messageAttachments.createdAt))
    : [];
  const attachmentsOf = new Map<string, typeof attachmentRows>();
  for (const row of attachmentRows) {
    const list = attachmentsOf.get(row.messageId ?? '') ?? [];
    list.push(row);
    attachmentsOf.set(row.messageId ?? '', list);
  }
  const messages = threads.map(({ conversation, otherName }) => ({
    conversationId: conversation.id,
    with: otherName,
    createdAt: conversation.createdAt,
    messages: messageRows
      .filter((message) => message.conversationId === conversation.id)
      .map((message) => ({
        id: message.id,
        sentByMe: message.senderId === userId,
        sender: message.senderId === userId ? user.name : otherName,
        body: message.body,
        sentAt: message.createdAt,
        readAt: message.readAt,
        attachments: (attachmentsOf.get(message.id) ?? []).map((file) => {
          const own = file.uploaderId === userId;
          const name = own ? `files/attachments/${file.id.slice(0, 8)}-${safeFileName(file.filename)}` : null;
          if (name) files.push({ name, storage: stores.privateStorage, key: file.storageKey });
          return { filename: file.filename, mimeType: file.mimeType, size: file.size, file: name };
        }),
      })),
  }));

  // Reviews written by the user, and (advisers) the reviews about them with their replies.
  const written = await db
    .select({ review: reviews, adviserName: adviserUser.name, typeName: consultationTypes.name })
    .from(reviews)
    .innerJoin(advisers, eq(advisers.id, reviews.adviserId))
    .innerJoin(adviserUser, eq(adviserUser.id, advisers.userId))
    .innerJoin(appointments, eq(appointments.id, reviews.appointmentId))
    .innerJoin(consultationTypes, eq(consultationTypes.id, appointments.typeId))
    .where(eq(reviews.clientId, userId))
    .orderBy(asc(reviews.createdAt));
  const received = adviser
    ? await db
        .select({ review: reviews, reviewerName: reviewer.name })
        .from(reviews)
        .leftJoin(reviewer, eq(reviewer.id, reviews.clientId))
        .where(eq(reviews.adviserId, adviser.id))
        .orderBy(asc(reviews.createdAt))
    : [];
  const reviewJson = {
    written: written.map(({ review, adviserName, typeName }) => ({
      id: review.id,
      appointmentId: review.appointmentId,
      adviser: adviserName,
      consultationType: typeName,
      ...reviewContent(review),
      updatedAt: review.updatedAt,
    })),
    received: received.map(({ review, reviewerName }) => ({
      id: review.id,
      appointmentId: review.appointmentId,
      reviewer: reviewerName,
      ...reviewContent(review),
    })),
  };

  const paymentRows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(asc(payments.createdAt));
  const paymentJson = paymentRows.map((payment) => ({
    id: payment.id,
    packageName: payment.packageName,
    audience: payment.audience,
    days: payment.days,
    amountHuf: payment.amountHuf,
    refundedHuf: payment.refundedHuf,
    provider: payment.provider,
    providerReference: payment.providerRef,
    status: payment.status,
    paidAt: payment.paidAt,
    newExpirationDate: payment.newExpirationDate,
    reversedAt: payment.reversedAt,
    createdAt: payment.createdAt,
  }));

  return {
    documents: [
      { name: EXPORT_FILES.readme, data: readme(now) },
      { name: EXPORT_FILES.profile, data: profile },
      { name: EXPORT_FILES.bookings, data: bookings },
      { name: EXPORT_FILES.messages, data: messages },
      { name: EXPORT_FILES.reviews, data: reviewJson },
      { name: EXPORT_FILES.payments, data: paymentJson },
    ],
    files,
  };
}

/**
 * Writes the ZIP of `content` as a stream (never whole in memory): the JSON documents compressed, the
 * stored files (already compressed images and PDFs) stored as they are, each opened only when the ZIP
 * reaches it. A file the store no longer holds is left out. Returns the stream to store.
 */
export async function zipExport(content: ExportContent, now: Date): Promise<Readable> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: Error) => output.destroy(error));
  for (const document of content.documents) {
    const text =
      typeof document.data === 'string' ? document.data : `${JSON.stringify(document.data, null, 2)}\n`;
    zip.addBuffer(Buffer.from(text, 'utf8'), document.name, { mtime: now });
  }
  const names = new Set<string>();
  for (const file of content.files) {
    if (names.has(file.name)) continue;
    const info = await file.storage.stat(file.key).catch((error: unknown) => {
      if (error instanceof StoredObjectNotFound) return null;
      throw error;
    });
    if (!info) continue;
    names.add(file.name);
    zip.addReadStreamLazy(file.name, { mtime: now, compressionLevel: 0, size: info.size }, (callback) => {
      file.storage.open(file.key).then(
        (object) => callback(null, object.body),
        (error: unknown) => callback(error, undefined as unknown as NodeJS.ReadableStream),
      );
    });
  }
  zip.end();
  return output;
}

function readme(now: Date) {
  return [
    'Tanácsadó portál – az Ön személyes adatai',
    `Készült: ${now.toISOString()} (UTC)`,
    '',
    'Ez a csomag a Tanácsadó portálon tárolt személyes adatait tartalmazza (GDPR 15. és 20. cikk),',
    'géppel olvasható JSON formátumban. Az időpontok ISO 8601 formátumúak, UTC szerint.',
    '',
    `${EXPORT_FILES.profile}: fiókja, tanácsadói vagy kérdezői profilja, számlázási adatai, képei,`,
    '  értesítési beállításai és aktív bejelentkezései; tanácsadóként a DAC7 adatszolgáltatás adatai is.',
    `${EXPORT_FILES.bookings}: foglalásai (kérdezőként vagy tanácsadóként), állapotuk, fizetésük, számlájuk;`,
    '  a portálon fizetett tanácsadásoknál a díj, a platform jutaléka és a visszatérítés is.',
    `${EXPORT_FILES.messages}: beszélgetései és azok üzenetei (amelyeket küldött és amelyeket kapott).`,
    `${EXPORT_FILES.reviews}: az Ön által írt, illetve (tanácsadóként) az Önről szóló értékelések.`,
    `${EXPORT_FILES.payments}: előfizetési fizetései (a tanácsadások díja a ${EXPORT_FILES.bookings} fájlban).`,
    'files/: feltöltött képei (eredeti méretben), az Ön által küldött üzenetcsatolmányok és',
    '  a konzultációihoz tartozó számlák.',
    '',
    'Más felhasználók adataiból csak az a név szerepel, amelyet a portálon is lát.',
    '',
  ].join('\r\n');
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

/** The other participant of a conversation of `userId`. */
const otherParticipant = (userId: string) =>
  sql`case when ${conversations.askerId} = ${userId} then ${conversations.adviserUserId} else ${conversations.askerId} end`;
