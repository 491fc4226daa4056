import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import { UserEntity } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';

/**
 * The session stores only the user id; each request reloads the user, so a promotion to admin, a
 * deactivation or a deleted account takes effect at once.
 */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(private readonly users: UsersService) {
    super();
  }

  serializeUser(user: UserEntity, done: (err: Error | null, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (err: Error | null, user?: UserEntity | false) => void): void {
    this.users.findById(id).then(
      // a deactivated account's sessions are deleted at once; should one survive, it signs in nobody
      (user) => done(null, user && !user.deactivatedAt ? user : false),
      (err: Error) => done(err),
    );
  }
}
