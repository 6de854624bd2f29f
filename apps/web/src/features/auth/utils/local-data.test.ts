import { describe, expect, it } from 'vitest';
import { clearLocalData, linkToken } from './local-data';
import { safeReturnPath } from './auth-error';
import {
  drawSquarePhoto,
  PHOTO_WIDTH,
  ROTATE_STEP_DEGREES,
} from '../../../shared/lib/photo-canvas';

describe('signing out', () => {
  it('clears stored search state and the current account, but keeps the language', () => {
    localStorage.setItem('hearth.language', 'es');
    localStorage.setItem('hearth.search', '{"BedroomsTotal":3}');
    localStorage.setItem('membioAccount', '{"id":1}');
    sessionStorage.setItem('hearth.filters', 'x');
    clearLocalData();
    expect(localStorage.getItem('hearth.language')).toBe('es');
    expect(localStorage.getItem('hearth.search')).toBeNull();
    expect(localStorage.getItem('membioAccount')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

describe('e-mailed links', () => {
  it('read the token after #token=, and only a well-formed one', () => {
    const token = 'a'.repeat(43);
    expect(linkToken(`#token=${token}`)).toBe(token);
    expect(linkToken('#token=<script>')).toBeNull();
    expect(linkToken('')).toBeNull();
  });

  it('return only to paths of this site after signing in', () => {
    expect(safeReturnPath('/user/profile')).toBe('/user/profile');
    expect(safeReturnPath('//evil.example')).toBeNull();
    expect(safeReturnPath('https://evil.example')).toBeNull();
    expect(safeReturnPath('/\\evil.example')).toBeNull();
  });
});

describe('the photo dialog', () => {
  it('resamples to 1024 px, square, turning 5 degrees per tap', () => {
    expect(PHOTO_WIDTH).toBe(1024);
    expect(ROTATE_STEP_DEGREES).toBe(5);
    const canvas = document.createElement('canvas');
    drawSquarePhoto(canvas, new Image(), 5);
    expect([canvas.width, canvas.height]).toEqual([1024, 1024]);
  });
});
