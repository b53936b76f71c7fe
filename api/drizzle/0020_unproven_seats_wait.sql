-- Phones are proven from now on: every account made before is unproven (users.phone_verified_at is null), so a
-- team seat it had taken goes back to waiting until its phone is proven with a code. Owners keep their businesses;
-- operators must prove their phone before /api/ops answers them.
UPDATE "members" SET "joined_at" = NULL;
